'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

export interface NewsletterFormProps {
  /** Dark footers pass 'dark' so the text keeps its contrast. */
  tone?: 'light' | 'dark';
  /** Called with the server's success sentence, e.g. to show a toast instead of the inline note. */
  onSubscribed?: (message: string) => void;
}

/**
 * The footer's newsletter sign-up (spec section 5): an e-mail field, the first 422 error of each
 * field under it, and a success message. The server answers the same for known addresses.
 */
export function NewsletterForm({ tone = 'light', onSubscribed }: NewsletterFormProps) {
  const board = useBoard();
  const locale = useLocale();
  const t = useTranslations('offers.newsletter');
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome({ kind: 'sending' });
    setFieldError(null);
    try {
      const res = await fetch(`/api/jobboard/${board.key}/news-letter?lg=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email }),
      });
      const body = (await res.json().catch(() => ({}))) as {
        message?: string;
        errors?: Record<string, string[]>;
      };
      if (res.status === 422) {
        setFieldError(body.errors?.email?.[0] ?? body.message ?? t('failed'));
        setOutcome({ kind: 'idle' });
        return;
      }
      if (!res.ok) {
        setOutcome({ kind: 'failed', message: body.message ?? t('failed') });
        return;
      }
      const message = body.message ?? '';
      setEmail('');
      setOutcome({ kind: 'done', message });
      onSubscribed?.(message);
    } catch {
      setOutcome({ kind: 'failed', message: t('failed') });
    }
  }

  const dark = tone === 'dark';
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5, opacity: dark ? 0.85 : 1 }}>
        {t('text')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          id={`${id}-email`}
          type="email"
          name="email"
          label={t('email')}
          autoComplete="email"
          size="small"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
          sx={{
            flex: '1 1 220px',
            ...(dark
              ? {
                  '& .MuiInputBase-root': { bgcolor: 'common.white' },
                  '& .MuiFormHelperText-root': { color: 'common.white' },
                  '& .MuiInputLabel-root:not(.MuiInputLabel-shrink)': { color: 'text.secondary' },
                  '& .MuiInputLabel-shrink': { color: 'common.white' },
                }
              : {}),
          }}
        />
        <Button
          type="submit"
          variant="contained"
          color={dark ? 'secondary' : 'primary'}
          disabled={outcome.kind === 'sending'}
          sx={{ height: 40 }}
        >
          {outcome.kind === 'sending' ? t('sending') : t('submit')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {outcome.kind === 'done' && !onSubscribed ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            {outcome.message}
          </Alert>
        ) : null}
      </Box>
      {outcome.kind === 'failed' ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {outcome.message}
        </Alert>
      ) : null}
    </Box>
  );
}
