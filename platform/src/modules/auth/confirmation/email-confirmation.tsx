'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@/modules/http';
import { useApiFetch } from '@/modules/http';
import { authPath, useMe } from '@/modules/session';
import { requestEmployerSync } from '@/modules/employer-sync';
import { AppLink } from '@/modules/navigation';
import { takeAfterConfirmation } from './after-confirmation';
import { AuthCard } from '../auth-card';
import { useResendConfirmation } from './use-resend-confirmation';
import type { Locale } from '@jobboard/tenancy/board-config';

type State =
  | { status: 'pending' }
  | { status: 'failed'; message: string }
  | { status: 'done'; message: string; next: string };

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
    api<{ message: string }>(apiPath('/email-confirmation', {}, { lg: locale }), {
      method: 'POST',
      body: { selector, token },
    })
      .then(async ({ message }) => {
        // The link signed the account in (issue 20): where its registration was heading, if
        // this browser registered it, else the account's area.
        const after = takeAfterConfirmation();
        const kind = after?.kind ?? 'jobboard';
        if (kind === 'ats') requestEmployerSync();
        const next = after?.returnTo ?? authPath(kind === 'ats' ? 'employerArea' : 'home', locale);
        setState({ status: 'done', message, next });
        // The header and the unconfirmed-e-mail alert read the user: fetch it again.
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
        <>
          <Alert severity={shown.status === 'done' ? 'success' : 'error'}>{shown.message}</Alert>
          {shown.status === 'failed' ? <AskNewConfirmation /> : null}
          {shown.status === 'done' ? <Continue href={shown.next} /> : null}
        </>
      )}
    </AuthCard>
  );
}

function Continue({ href }: { href: string }) {
  const t = useTranslations('auth');
  const { isAuthenticated } = useMe();
  // Confirmed on another board's host or browser without a session: nothing to continue to.
  if (!isAuthenticated) return null;
  return (
    <Button component={AppLink} href={href} variant="contained" sx={{ mt: 2, alignSelf: 'start' }}>
      {t('confirmation.continue')}
    </Button>
  );
}

/**
 * Issue 19 item 10: after a bad link, a way to a new one. Signed in and unconfirmed: Resend,
 * here. Signed out: the link does not say whose it was, so both logins, where the unconfirmed
 * alert has its Resend button. Signed in and confirmed: nothing to ask for.
 */
function AskNewConfirmation() {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const { user, isAuthenticated, isLoading } = useMe();
  const { resend, busy, sent } = useResendConfirmation(user);
  if (isLoading) return null;
  if (sent) {
    return (
      <Alert severity="success" role="status" sx={{ mt: 2 }}>
        {sent}
      </Alert>
    );
  }
  if (isAuthenticated && user) {
    if (user.email_verified) return null;
    return (
      <Button variant="contained" onClick={resend} disabled={busy} sx={{ mt: 2 }}>
        {t('confirmation.resend')}
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
      <Link href={authPath('login', locale)}>{t('confirmation.logInForNew')}</Link>
      <Link href={authPath('employerLogin', locale)}>{t('confirmation.employerLogInForNew')}</Link>
    </Stack>
  );
}
