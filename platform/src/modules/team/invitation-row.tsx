'use client';

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { TeamInvitation } from '@jobboard/api/contracts/team/team-invitations';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useApiFetch } from '@/modules/http';
import { useAppRouter } from '@/modules/navigation';
import { ConfirmDialog } from '@/modules/forms';

/** A pending invitation: its address, permissions and expiry; resend, or withdraw it. */
export function InvitationRow({ invitation }: { invitation: TeamInvitation }) {
  const t = useTranslations('team.invitations');
  const tp = useTranslations('team.permissions');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { email } = invitation;

  async function act(method: 'POST' | 'DELETE') {
    setBusy(true);
    try {
      if (method === 'POST') {
        await api(
          apiPath('/ats/team/invitations/{id}/resend', { id: invitation.id }, { lg: locale }),
          { method },
        );
        enqueueSnackbar(t('resent'), { variant: 'success' });
      } else {
        await api(apiPath('/ats/team/invitations/{id}', { id: invitation.id }, { lg: locale }), {
          method,
        });
        enqueueSnackbar(t('revoked'), { variant: 'success' });
      }
      router.refresh();
    } catch {
      // The global toast has said why.
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <Card component="li" variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
        {email}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {invitation.permissions.length > 0
          ? invitation.permissions.map((name) => tp(name)).join(', ')
          : tp('none')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('expires', {
          date: format.dateTime(new Date(invitation.expires_at), { dateStyle: 'long' }),
        })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => act('POST')}
          aria-label={t('resendNamed', { email })}
        >
          {t('resend')}
        </Button>
        <Button
          color="error"
          variant="outlined"
          disabled={busy}
          onClick={() => setConfirming(true)}
          aria-label={t('revokeNamed', { email })}
        >
          {t('revoke')}
        </Button>
      </Stack>
      <ConfirmDialog
        destructive
        open={confirming}
        heading={t('confirmTitle', { email })}
        body={t('confirmBody')}
        cancelLabel={t('cancel')}
        confirmLabel={t('revoke')}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => act('DELETE')}
      />
    </Card>
  );
}
