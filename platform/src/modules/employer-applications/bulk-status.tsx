'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { Controller, useWatch } from 'react-hook-form';
import {
  CANDIDATE_NOTE_MAX_LENGTH,
  employerStatuses,
  statusChangeSchema,
  type EmployerStatus,
  type StatusChangeResult,
} from '@jobboard/api/contracts/employer-applications';
import { FormTextField, SubmitButton, useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { bulkStatusNotice, notifiedNotice } from './bulk-status-notice';
import { notifyByDefault } from './notify-default';
import { useApplicationsParams } from './use-applications';

const initialStatus: EmployerStatus = 'reviewed';

/**
 * Moves the selected applications (one or several) to a status, with an optional private note,
 * and, when asked, a mail to each candidate with an optional note to them.
 */
export function BulkStatus({
  offerId,
  ids,
  onDone,
}: {
  offerId: number;
  ids: number[];
  onDone: () => void;
}) {
  const t = useTranslations('employer-applications');
  const locale = useLocale();
  const api = useApiFetch();
  const params = useApplicationsParams(offerId);
  const blank = (status: EmployerStatus) => ({
    ids,
    status,
    notify: notifyByDefault(status, ids.length),
    note: '',
    candidate_note: '',
  });
  const { control, formState, formProps, reset, setValue } = useContractForm({
    schema: statusChangeSchema,
    defaultValues: blank(initialStatus),
    submit: async (values) => {
      const notify = Boolean(values.notify);
      const res = await api<{ data: StatusChangeResult }>(
        apiPath('/jobboard/{board}/employer/offer/{id}/applications/status', params, {
          lg: locale,
        }),
        {
          method: 'POST',
          // A note to the candidate goes only with the mail it belongs to.
          body: { ...values, ids, candidate_note: notify ? values.candidate_note : undefined },
        },
      );
      const notice = bulkStatusNotice(res.data);
      const told = notifiedNotice(res.data, notify);
      enqueueSnackbar(
        [t(notice.key, notice.values), told ? t(told.key, told.values) : '']
          .filter(Boolean)
          .join(' '),
        { variant: notice.variant },
      );
      reset({ ...blank(values.status), ids: [] });
      onDone();
    },
  });
  const status = useWatch({ control, name: 'status' });
  const notify = useWatch({ control, name: 'notify' });
  const candidateNote = useWatch({ control, name: 'candidate_note' }) ?? '';
  const rejectionOff = status === 'rejected' && ids.length > 1;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="bulk-title">
      <Typography id="bulk-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('selected', { count: ids.length })}
      </Typography>
      <form {...formProps}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ md: 2 }}
          sx={{ alignItems: { md: 'center' } }}
        >
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <TextField
                select
                label={t('moveTo')}
                name={field.name}
                value={field.value}
                onChange={(e) => {
                  field.onChange(e);
                  // Each status brings its own default (refusals in bulk start unticked).
                  const next = e.target.value as EmployerStatus;
                  setValue('notify', notifyByDefault(next, ids.length));
                }}
                margin="dense"
                sx={{ minWidth: 200 }}
                data-testid="bulk-status"
              >
                {employerStatuses.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`statuses.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField control={control} name="note" label={t('note')} margin="dense" />
        </Stack>
        <Controller
          control={control}
          name="notify"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.target.checked)}
                  slotProps={{
                    input: rejectionOff ? { 'aria-describedby': 'bulk-rejection-off' } : {},
                  }}
                />
              }
              label={t('notify')}
            />
          )}
        />
        {rejectionOff ? (
          <Typography
            id="bulk-rejection-off"
            variant="body2"
            color="text.secondary"
            data-testid="bulk-rejection-off"
          >
            {t('rejectionOffInBulk')}
          </Typography>
        ) : null}
        {notify ? (
          <FormTextField
            control={control}
            name="candidate_note"
            label={t('candidateNote')}
            multiline
            minRows={2}
            margin="dense"
            helperText={t('candidateNoteCount', {
              count: candidateNote.length,
              max: CANDIDATE_NOTE_MAX_LENGTH,
            })}
            slotProps={{ htmlInput: { maxLength: CANDIDATE_NOTE_MAX_LENGTH } }}
            data-testid="candidate-note"
          />
        ) : null}
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {t('apply')}
        </SubmitButton>
      </form>
    </Paper>
  );
}
