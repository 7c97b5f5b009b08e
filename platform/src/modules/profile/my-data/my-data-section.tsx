'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { ApiRequestError } from '@/modules/http';
import { useApiFetch } from '@/modules/http';
import { meKey } from '@/modules/session';
import { ProfileSection } from '../profile-section';

/** Quebec Law 25: a copy of everything held, and deleting the account. */
export function MyDataSection() {
  const t = useTranslations('profile.myData');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const api = useApiFetch();
  const { mutate } = useSWRConfig();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  function ask(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setConfirming(true);
  }

  async function remove() {
    setPending(true);
    try {
      await api<{ message: string }>(
        apiPath('/jobboard/{board}/user/account', { board: board.key }, { lg: locale }),
        { method: 'DELETE', body: { password } },
      );
      await mutate(meKey(board.key), null, { revalidate: false });
      // A page of its own says it is done and what stays: a toast did not outlive the reload.
      window.location.assign(pathFor(locale, '/account-deleted'));
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 422) {
        setError(err.body.errors?.password?.[0] ?? err.body.message ?? '');
      }
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  return (
    <ProfileSection id="my-data" title={t('title')} intro={t('intro')}>
      <div>
        <Button
          variant="outlined"
          href={apiPath('/jobboard/{board}/user/data-export', { board: board.key }, { lg: locale })}
          download
          data-testid="export-data"
        >
          {t('export')}
        </Button>
      </div>
      <Divider />
      <Typography component="h3" variant="h6">
        {t('deleteTitle')}
      </Typography>
      <Typography color="text.secondary">{t('deleteIntro')}</Typography>
      <form onSubmit={ask} noValidate>
        <TextField
          type="password"
          name="password"
          label={t('password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          required
          sx={{ maxWidth: 400 }}
          fullWidth
        />
        <div>
          <Button
            type="submit"
            color="error"
            variant="contained"
            sx={{ mt: 2 }}
            disabled={!password || pending}
          >
            {t('delete')}
          </Button>
        </div>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="delete-account-title"
      >
        <DialogTitle id="delete-account-title">{t('confirm')}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void remove()}
            disabled={pending}
          >
            {t('delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </ProfileSection>
  );
}
