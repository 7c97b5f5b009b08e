'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { ApiRequestError } from '@/modules/http';
import { useApiFetch } from '@/modules/http';

export interface NewsletterTokenFormProps {
  action: 'confirm' | 'unsubscribe';
  email: string;
  token: string;
  label: string;
}

/**
 * The button of a newsletter link's page. The link itself changes nothing: mail scanners open
 * links, and a single-use confirmation must not be spent (or an unsubscription made) by them.
 */
export function NewsletterTokenForm({ action, email, token, label }: NewsletterTokenFormProps) {
  const board = useBoard();
  const locale = useLocale();
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const api = useApiFetch();
  async function submit() {
    setBusy(true);
    try {
      const body = await api<{ message?: string }>(
        `/api/jobboard/${board.key}/news-letter/${action}?lg=${locale}`,
        { method: 'POST', body: { email, token } },
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
            data-testid="newsletter-outcome"
          >
            {state.message}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
