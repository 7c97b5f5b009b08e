'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { useApiFetch } from '@/modules/http';
import { useAppRouter } from '@/modules/navigation';

/**
 * Dismisses one report (`POST /api/operator/reports/{id}/dismiss`); the page then reloads the
 * queue and says so (`?done=dismissed`), since this button leaves with its report.
 */
export function DismissReportButton({ reportId }: { reportId: number }) {
  const t = useTranslations('console.reports');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const dismiss = async () => {
    setPending(true);
    setFailed(false);
    try {
      await api(apiPath('/operator/reports/{id}/dismiss', { id: reportId }, { lg: locale }), {
        method: 'POST',
        body: {},
        silent: true,
      });
      router.replace(`${consolePath(locale, '/reports')}?done=dismissed`);
      router.refresh();
    } catch {
      setFailed(true);
      setPending(false);
    }
  };
  return (
    <>
      {failed ? (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {t('dismissFailed')}
        </Alert>
      ) : null}
      <Button
        variant="outlined"
        size="small"
        onClick={dismiss}
        disabled={pending}
        aria-label={t('dismissLabel', { id: reportId })}
      >
        {t('dismiss')}
      </Button>
    </>
  );
}
