import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';

/**
 * Where deleting the account ends: that it is done, and what went and what stays, as
 * deleteMyAccount does it (the applications stay with their employers without the candidate's
 * name, contact details, files or message; a dated trace of the deletion is logged).
 */
export async function AccountDeletedPage({
  board,
  locale,
}: {
  board: BoardConfig;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'profile.accountDeleted' });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }} data-testid="account-deleted">
        <Typography component="h1" variant="h4" gutterBottom>
          {t('heading')}
        </Typography>
        <Typography>{t('intro', { board: board.name[locale] })}</Typography>
        <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
          {t('deletedTitle')}
        </Typography>
        <Typography>{t('deleted')}</Typography>
        <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
          {t('keptTitle')}
        </Typography>
        <Typography>{t('kept')}</Typography>
        <Typography sx={{ mt: 1 }}>{t('audit')}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
          <Button variant="contained" href={pathFor(locale, '/')}>
            {t('home')}
          </Button>
          <Button href={pathFor(locale, '/find-a-job')}>{t('search')}</Button>
        </Stack>
      </Paper>
    </Container>
  );
}
