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
import { Controller } from 'react-hook-form';
import {
  employerStatuses,
  statusChangeSchema,
} from '@jobboard/api/contracts/employer-applications';
import { FormTextField, SubmitButton, useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { bulkStatusNotice } from './bulk-status-notice';
import { useApplicationsParams } from './use-applications';

/** Moves the selected applications to a status, with an optional note and mail. */
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
  const { control, formState, formProps, reset } = useContractForm({
    schema: statusChangeSchema,
    defaultValues: { ids, status: 'reviewed', notify: false, note: '' },
    submit: async (values) => {
      const res = await api<{ data: { changed: number[]; unchanged: number[] } }>(
        apiPath('/jobboard/{board}/employer/offer/{id}/applications/status', params, {
          lg: locale,
        }),
        {
          method: 'POST',
          body: { ...values, ids },
        },
      );
      const notice = bulkStatusNotice(res.data);
      enqueueSnackbar(t(notice.key, notice.values), { variant: notice.variant });
      reset({ ids: [], status: values.status, notify: false, note: '' });
      onDone();
    },
  });
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
                onChange={field.onChange}
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
                />
              }
              label={t('notify')}
            />
          )}
        />
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {t('apply')}
        </SubmitButton>
      </form>
    </Paper>
  );
}
