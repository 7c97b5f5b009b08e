'use client';

import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@/modules/http';
import { useApiFetch } from '@/modules/http';
import { useMe } from '@/modules/session';
import { AuthCard } from './auth-card';
import type { Locale } from '@jobboard/tenancy/board-config';

type State = { status: 'pending' } | { status: 'done' | 'failed'; message: string };

/** `/email-confirmation/{selector}/{token}`: uses the link once on arrival and says how it went. */
export function EmailConfirmation({ selector, token }: { selector?: string; token?: string }) {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const { refresh } = useMe();
  const [state, setState] = useState<State>({ status: 'pending' });
  // Strict mode runs effects twice in development: the link must be posted once.
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current || !selector || !token) return;
    posted.current = true;
    api<{ message: string }>(`/api/email-confirmation?lg=${locale}`, {
      method: 'POST',
      body: { selector, token },
    })
      .then(async ({ message }) => {
        setState({ status: 'done', message });
        // The unconfirmed-e-mail alert reads the user: fetch it again so the alert goes.
        await refresh();
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiRequestError ? error.body.message : undefined;
        setState({ status: 'failed', message: message ?? t('links.invalid') });
      });
  }, [api, locale, refresh, selector, t, token]);

  // A link without its parts never reaches the API.
  const shown: State =
    selector && token ? state : { status: 'failed', message: t('links.invalid') };

  return (
    <AuthCard title={t('confirmation.title')}>
      {shown.status === 'pending' ? (
        <CircularProgress aria-label={t('links.checking')} />
      ) : (
        <Alert severity={shown.status === 'done' ? 'success' : 'error'}>{shown.message}</Alert>
      )}
    </AuthCard>
  );
}
