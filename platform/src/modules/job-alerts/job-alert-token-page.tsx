import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { JobAlertTokenForm } from './job-alert-token-form';

export interface JobAlertTokenPageProps {
  locale: Locale;
  action: 'confirm' | 'unsubscribe';
  /** The optional catch-all segments: {id}/{token}. */
  segments: readonly string[] | undefined;
}

/** /job-alert/confirm/{id}/{token} and /job-alert/unsubscribe/{id}/{token}, from the mails. */
export async function JobAlertTokenPage({ locale, action, segments = [] }: JobAlertTokenPageProps) {
  const t = await getTranslations({ locale, namespace: 'offers.alerts' });
  const [id, token] = segments;
  const valid = Boolean(id && /^\d{1,10}$/.test(id) && token);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" color="primary" sx={{ mb: 2 }}>
        {action === 'confirm' ? t('confirmTitle') : t('unsubscribeTitle')}
      </Typography>
      {valid && id && token ? (
        <>
          <Typography sx={{ mb: 3 }}>
            {action === 'confirm' ? t('confirmText') : t('unsubscribeText')}
          </Typography>
          <JobAlertTokenForm
            action={action}
            id={id}
            token={token}
            label={action === 'confirm' ? t('confirmButton') : t('unsubscribeButton')}
          />
        </>
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>{t('invalid')}</Typography>
          <Button href={pathFor(locale, '/')} variant="outlined">
            {t('home')}
          </Button>
        </>
      )}
    </Container>
  );
}
