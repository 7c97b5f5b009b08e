'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslations } from 'next-intl';
import { useMe } from '@/modules/session';
import { useResendConfirmation } from './use-resend-confirmation';

/**
 * Spec section 2 (default layout): while signed in with an unconfirmed e-mail, a warning with a
 * Resend button; a success alert follows a resend. A 403 (already confirmed...) is a red toast.
 */
export function UnconfirmedEmailAlert() {
  const t = useTranslations('auth');
  const { user, isAuthenticated } = useMe();
  const { resend, busy, sent, clear } = useResendConfirmation(user);

  if (sent) {
    return (
      <Container maxWidth="lg" sx={{ pt: 2 }}>
        <Alert severity="success" onClose={clear} role="status">
          {sent}
        </Alert>
      </Container>
    );
  }
  if (!isAuthenticated || !user || user.email_verified) return null;

  // Inside the page's container, so the alert lines up with the header and the content. On a
  // phone it is compact (no icon, less padding): with the employer's banners it pushed the page
  // below the first screen (issue 46 item 18). It stays until the address is confirmed.
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 1, sm: 2 } }}>
      <Alert
        severity="warning"
        sx={{
          py: { xs: 0, sm: 0.75 },
          px: { xs: 1.5, sm: 2 },
          '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
        }}
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
