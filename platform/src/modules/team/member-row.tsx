'use client';

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { TeamMember } from '@jobboard/api/contracts/team/team-members';
import type { TeamPermission } from '@jobboard/api/contracts/team/team-permission-rules';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { useApiFetch } from '@/modules/http';
import { useAppRouter } from '@/modules/navigation';
import { PermissionCheckboxes } from './permission-checkboxes';
import { ConfirmDialog } from '@/modules/forms';

/**
 * One member: their permissions as checkboxes saved together, and removal behind a question. A
 * refused change (the last manager, 409) is the API's translated toast; the boxes go back.
 */
export function MemberRow({ member }: { member: TeamMember }) {
  const t = useTranslations('team.members');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const [permissions, setPermissions] = useState<TeamPermission[]>(member.permissions);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = `${member.first_name} ${member.last_name}`;
  const changed = permissions.join() !== member.permissions.join();
  const path = apiPath('/ats/team/members/{id}', { id: member.id }, { lg: locale });

  async function save() {
    setBusy(true);
    try {
      await api(path, { method: 'PATCH', body: { permissions } });
      enqueueSnackbar(t('saved'), { variant: 'success' });
      router.refresh();
    } catch {
      setPermissions(member.permissions);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await api(path, { method: 'DELETE' });
      setConfirming(false);
      enqueueSnackbar(t('removed'), { variant: 'success' });
      // Leaving the team ends one's own sessions: the sign-in page is next.
      if (member.is_me) router.push(pathFor(locale, '/employer/login'));
      else router.refresh();
    } catch {
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card component="li" variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
        {name} {member.is_me ? t('you') : null}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {member.email}
      </Typography>
      <PermissionCheckboxes
        legend={t('permissionsOf', { name })}
        value={permissions}
        onChange={setPermissions}
        disabled={busy}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" disabled={!changed || busy} onClick={save}>
          {t('save')}
        </Button>
        <Button
          color="error"
          variant="outlined"
          disabled={busy}
          onClick={() => setConfirming(true)}
          aria-label={t('removeNamed', { name })}
        >
          {t('remove')}
        </Button>
      </Stack>
      <ConfirmDialog
        destructive
        open={confirming}
        heading={t('confirmTitle', { name })}
        body={member.is_me ? t('confirmSelfBody') : t('confirmBody', { name })}
        cancelLabel={t('cancel')}
        confirmLabel={t('remove')}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </Card>
  );
}
