'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLocale, useTranslations } from 'next-intl';
import {
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MIN_MINUTES,
  interviewInputSchema,
  type InterviewDto,
} from '@jobboard/api/contracts/interviews';
import { FormTextField, SubmitButton, useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { useApplicationsParams } from './use-applications';

/**
 * Proposes an interview, or changes the one proposed. The date and time are typed on the board's
 * clock (Quebec time, said next to the fields) whatever the employer's own zone: the API turns
 * them into an instant.
 */
export function InterviewInvitationForm({
  offerId,
  applicationId,
  current,
  onDone,
  onDiscard,
}: {
  offerId: number;
  applicationId: number;
  current: InterviewDto | null;
  onDone: (saved: InterviewDto) => Promise<void>;
  onDiscard: () => void;
}) {
  const t = useTranslations('interviews');
  const locale = useLocale();
  const api = useApiFetch();
  const params = useApplicationsParams(offerId);
  const { control, formState, formProps } = useContractForm({
    schema: interviewInputSchema,
    defaultValues: {
      date: current?.date ?? '',
      time: current?.time ?? '',
      duration_minutes: current?.duration_minutes ?? 30,
      place: current?.place ?? '',
      video_url: current?.video_url ?? '',
      note: current?.note ?? '',
    },
    submit: async (values) => {
      const saved = await api<{ data: InterviewDto }>(
        apiPath(
          '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/interview',
          { ...params, applicationId },
          { lg: locale },
        ),
        { method: 'PUT', body: values },
      );
      await onDone(saved.data);
    },
  });
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Box component="form" {...formProps} aria-label={t('formLabel')} sx={{ mt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ columnGap: 2 }}>
        <FormTextField
          control={control}
          name="date"
          type="date"
          label={t('date')}
          required
          slotProps={shrink}
        />
        <FormTextField
          control={control}
          name="time"
          type="time"
          label={t('time')}
          helperText={t('zoneHint')}
          required
          slotProps={shrink}
        />
      </Stack>
      <FormTextField
        control={control}
        name="duration_minutes"
        type="number"
        label={t('duration')}
        required
        slotProps={{
          ...shrink,
          htmlInput: { min: INTERVIEW_MIN_MINUTES, max: INTERVIEW_MAX_MINUTES, step: 15 },
        }}
      />
      <FormTextField
        control={control}
        name="place"
        label={t('place')}
        helperText={t('placeHint')}
      />
      <FormTextField control={control} name="video_url" type="url" label={t('videoUrl')} />
      <FormTextField control={control} name="note" label={t('note')} multiline minRows={2} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {current ? t('sendChange') : t('send')}
        </SubmitButton>
        <Button onClick={onDiscard}>{t('discard')}</Button>
      </Stack>
    </Box>
  );
}
