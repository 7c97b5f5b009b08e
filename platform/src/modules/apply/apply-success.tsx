'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';

/** What the page says once the application is in. */
export function ApplySuccess({
  profilePath,
  registered = false,
}: {
  profilePath: string;
  registered?: boolean;
}) {
  const t = useTranslations('apply');
  return (
    <Alert severity="success" sx={{ mt: 3 }} role="status" data-testid="apply-success">
      <AlertTitle component="h2">{t('success.title')}</AlertTitle>
      {t('success.body')}
      {registered ? ` ${t('success.registered')}` : ''}
      <div>
        <Button href={profilePath} size="small" color="inherit" sx={{ mt: 1 }}>
          {t('seeApplications')}
        </Button>
      </div>
    </Alert>
  );
}
