'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { newsletterSubscribeSchema } from '@jobboard/api/contracts/newsletter';
import { useBoard } from '@jobboard/tenancy/board-context';
import { FormTextField } from '@/modules/forms';
import { useContractForm } from '@/modules/forms';
import { toastShown } from '@/modules/http';
import { useApiFetch } from '@/modules/http';

type Outcome = { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'failed' };

export interface NewsletterFormProps {
  /** Dark footers pass 'dark' so the text keeps its contrast. */
  tone?: 'light' | 'dark';
  /** Called with the server's success sentence, e.g. to show a toast instead of the inline note. */
  onSubscribed?: (message: string) => void;
}

/**
 * The footer's newsletter sign-up (spec section 5): an e-mail field checked by the API's own
 * contract, the first 422 error under it, and a success message. The server answers the same
 * for known addresses. Errors the spec's section 8 toasts cover get their toast from apiFetch.
 */
export function NewsletterForm({ tone = 'light', onSubscribed }: NewsletterFormProps) {
  const board = useBoard();
  const locale = useLocale();
  const t = useTranslations('offers.newsletter');
  const id = useId();
  const api = useApiFetch();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { control, reset, formState, formProps } = useContractForm({
    schema: newsletterSubscribeSchema,
    defaultValues: { email: '' },
    submit: async (values) => {
      setOutcome({ kind: 'idle' });
      const { message = '' } = await api<{ message?: string }>(
        `/api/jobboard/${board.key}/news-letter?lg=${locale}`,
        { method: 'POST', body: values },
      );
      reset({ email: '' });
      setOutcome({ kind: 'done', message });
      onSubscribed?.(message);
    },
    onOtherError: (error) => {
      if (!toastShown(error)) setOutcome({ kind: 'failed' });
    },
  });
  const sending = formState.isSubmitting;

  const dark = tone === 'dark';
  return (
    <Box component="form" {...formProps} aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5, opacity: dark ? 0.85 : 1 }}>
        {t('text')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <FormTextField
          control={control}
          name="email"
          id={`${id}-email`}
          type="email"
          label={t('email')}
          autoComplete="email"
          size="small"
          required
          fullWidth={false}
          margin="none"
          helperText=" "
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
          disabled={sending}
          sx={{ height: 40 }}
        >
          {sending ? t('sending') : t('submit')}
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
          {t('failed')}
        </Alert>
      ) : null}
    </Box>
  );
}
