'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useBoard } from '@jobboard/tenancy/board-context';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiFetch } from '@/modules/http';
import { useMe } from '@/modules/session';

/**
 * Spec section 2 (default layout): while signed in with an unconfirmed e-mail, a warning with a
 * Resend button; a success alert follows a resend. A 403 (already confirmed...) is a red toast.
 */
export function UnconfirmedEmailAlert() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const board = useBoard();
  const api = useApiFetch();
  const { user, isAuthenticated } = useMe();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (sent) {
    return (
      <Container maxWidth="lg" sx={{ pt: 2 }}>
        <Alert severity="success" onClose={() => setSent(null)} role="status">
          {sent}
        </Alert>
      </Container>
    );
  }
  if (!isAuthenticated || !user || user.email_verified) return null;

  const resend = async () => {
    setBusy(true);
    const who = user.guard === 'ats' ? 'employer' : 'user';
    try {
      const { message } = await api<{ message: string }>(
        `/api/jobboard/${board.key}/${who}/email-confirmation/resend?lg=${locale}`,
        { method: 'POST', forbiddenVariant: 'error' },
      );
      setSent(message);
    } catch {
      // The toast already told the user; the alert stays so they can try again.
    } finally {
      setBusy(false);
    }
  };

  // Inside the page's container, so the alert lines up with the header and the content.
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={resend} disabled={busy}>
            {t('unconfirmed.resend')}
          </Button>
        }
      >
        {t('unconfirmed.message', { email: user.email })}
      </Alert>
    </Container>
  );
}
