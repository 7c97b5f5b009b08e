'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { jobAlertCreateSchema } from '@jobboard/api/contracts/job-alerts';
import { useBoardKey } from '@jobboard/tenancy/board-context';
import { FormTextField, useContractForm } from '@/modules/forms';
import { toastShown, useApiFetch } from '@/modules/http';
import { PrivacyNotice, type PrivacyNoticeTexts } from '@/modules/privacy-notice';
import { isCandidate, useMe } from '@/modules/session';

type Outcome = { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'failed' };

/** The form's own fields; the search comes from the page's URL when it is sent. */
const formSchema = jobAlertCreateSchema.omit({ search: true });

export interface JobAlertFormProps {
  /** The search page's query string of the filters shown. */
  search: string;
  /** Law 25: who collects, why, and the policy's link; translated by the search page's server. */
  privacy: PrivacyNoticeTexts;
}

/**
 * "Mail me new offers like these" under the search results: a visitor gives an address and
 * confirms it from the mail; a signed-in candidate's alert is on at once.
 */
export function JobAlertForm({ search, privacy }: JobAlertFormProps) {
  const board = useBoardKey();
  const locale = useLocale();
  const t = useTranslations('offers.alerts');
  const id = useId();
  const api = useApiFetch();
  const { user } = useMe();
  const candidate = isCandidate(user) && user?.email_verified ? user : null;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { control, watch, setValue, formState, formProps } = useContractForm({
    schema: formSchema,
    defaultValues: { email: '', frequency: 'daily' as const },
    submit: async (values) => {
      setOutcome({ kind: 'idle' });
      const body = candidate ? { frequency: values.frequency, search } : { ...values, search };
      const { message = '' } = await api<{ message?: string }>(
        apiPath('/jobboard/{board}/job-alerts', { board }, { lg: locale }),
        { method: 'POST', body },
      );
      setOutcome({ kind: 'done', message });
    },
    onOtherError: (error) => {
      if (!toastShown(error)) setOutcome({ kind: 'failed' });
    },
  });
  const sending = formState.isSubmitting;
  // Any signed-in candidate's address fills the field: a confirmed one's hides it (the API takes
  // the account's address anyway), a new account's is shown filled, to confirm by mail or change.
  const accountEmail = isCandidate(user) ? user?.email : undefined;
  useEffect(() => {
    if (accountEmail) setValue('email', accountEmail);
  }, [accountEmail, setValue]);

  return (
    <Paper
      component="form"
      variant="outlined"
      {...formProps}
      aria-labelledby={`${id}-title`}
      data-testid="job-alert-form"
      sx={{ p: 2, mt: 3 }}
    >
      <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {candidate ? t('signedIn', { email: candidate.email }) : t('text')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {candidate ? null : (
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
            sx={{ flex: '1 1 220px' }}
          />
        )}
        <TextField
          select
          size="small"
          id={`${id}-frequency`}
          label={t('frequency')}
          name="frequency"
          value={watch('frequency')}
          onChange={(e) => setValue('frequency', e.target.value === 'weekly' ? 'weekly' : 'daily')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '0 1 160px' }}
        >
          <option value="daily">{t('daily')}</option>
          <option value="weekly">{t('weekly')}</option>
        </TextField>
        <Button type="submit" variant="contained" disabled={sending} sx={{ height: 40 }}>
          {sending ? t('sending') : t('submit')}
        </Button>
      </Box>
      <PrivacyNotice {...privacy} />
      <Box role="status" aria-live="polite">
        {outcome.kind === 'done' ? (
          <Alert severity="success" sx={{ mt: 1 }} data-testid="job-alert-outcome">
            {outcome.message}
          </Alert>
        ) : null}
      </Box>
      {outcome.kind === 'failed' ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('failed')}
        </Alert>
      ) : null}
    </Paper>
  );
}
