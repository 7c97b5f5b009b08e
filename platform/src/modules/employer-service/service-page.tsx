import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { ServiceRequestForm } from './service-request-form';

/**
 * /employer/recruitment and /employer/staffing: the board's service in the board's own wording
 * (messages `employer-service`, overlaid per board in tenants/<key>/messages), and a request
 * form that reaches the board's team.
 */
export async function ServicePage({ board, locale }: { board: BoardConfig; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'employer-service' });
  const values = { professionals: board.professionalWording[locale] };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Stack spacing={1.5} sx={{ mb: 4 }}>
        <Typography>{t('intro', values)}</Typography>
        <Typography component="h2" variant="h6">
          {t('howTitle')}
        </Typography>
        <Typography component="ul" sx={{ pl: 3, m: 0 }}>
          {(['step1', 'step2', 'step3'] as const).map((step) => (
            <li key={step}>{t(step, values)}</li>
          ))}
        </Typography>
      </Stack>
      <ServiceRequestForm />
    </Container>
  );
}
