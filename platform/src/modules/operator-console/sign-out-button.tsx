'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAppRouter } from '@/modules/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { useApiFetch } from '@/modules/http';

/** Ends the console session (`POST /api/operator/auth/logout`), then the sign-in page. */
export function SignOutButton() {
  const t = useTranslations('console.home');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = async () => {
    setPending(true);
    setFailed(false);
    try {
      await api(apiPath('/operator/auth/logout', {}, { lg: locale }), {
        method: 'POST',
        silent: true,
      });
      router.replace(consolePath(locale, '/sign-in'));
      router.refresh();
    } catch {
      setFailed(true);
      setPending(false);
    }
  };
  return (
    <>
      {failed ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {t('signOutFailed')}
        </Alert>
      ) : null}
      <Button variant="outlined" onClick={signOut} disabled={pending}>
        {t('signOut')}
      </Button>
    </>
  );
}
