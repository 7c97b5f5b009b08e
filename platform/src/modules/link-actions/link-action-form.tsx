'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { ApiRequestError, useApiFetch } from '@/modules/http';

export interface LinkActionFormProps {
  /** The mailed link's API endpoint; the board is filled in here. */
  endpoint: `/jobboard/{board}/${'news-letter' | 'job-alerts'}/${'confirm' | 'unsubscribe'}`;
  body: Record<string, string>;
  label: string;
  outcomeTestId: string;
}

/**
 * The button of a mailed link's page. Opening the link changes nothing: mail scanners open
 * links, and must not spend a single-use confirmation or unsubscribe anyone.
 */
export function LinkActionForm({ endpoint, body, label, outcomeTestId }: LinkActionFormProps) {
  const board = useBoard();
  const locale = useLocale();
  const api = useApiFetch();
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    try {
      const answer = await api<{ message?: string }>(
        apiPath(endpoint, { board: board.key }, { lg: locale }),
        { method: 'POST', body },
      );
      setState({ ok: true, message: answer.message ?? '' });
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
            data-testid={outcomeTestId}
          >
            {state.message}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
