'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { ApiRequestError, useApiFetch } from '@/modules/http';

export interface JobAlertTokenFormProps {
  action: 'confirm' | 'unsubscribe';
  id: string;
  token: string;
  label: string;
}

/**
 * The button of an alert link's page. Opening the link changes nothing: mail scanners open
 * links, and must not spend a confirmation or cancel an alert (the newsletter's rule).
 */
export function JobAlertTokenForm({ action, id, token, label }: JobAlertTokenFormProps) {
  const board = useBoard();
  const locale = useLocale();
  const api = useApiFetch();
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    try {
      const body = await api<{ message?: string }>(
        `/api/jobboard/${board.key}/job-alerts/${action}?lg=${locale}`,
        { method: 'POST', body: { id, token } },
      );
      setState({ ok: true, message: body.message ?? '' });
    } catch (error) {
      // A used or unknown link (404) says so here; network and 5xx failures got their toast.
      if (error instanceof ApiRequestError)
        setState({ ok: false, message: error.body.message ?? '' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      {state?.ok ? null : (
        <Button variant="contained" onClick={submit} disabled={busy}>
          {label}
        </Button>
      )}
      <div role="status" aria-live="polite">
        {state ? (
          <Alert
            severity={state.ok ? 'success' : 'error'}
            sx={{ mt: 2 }}
            data-testid="job-alert-token-outcome"
          >
            {state.message}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
