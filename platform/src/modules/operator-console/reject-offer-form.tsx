'use client';

import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath, type ConsoleRoute } from '@jobboard/tenancy/console-paths';
import { FormTextField, SubmitButton, useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { useAppRouter } from '@/modules/navigation';

/**
 * Rejects an offer on the board it was reported on, or held on (`POST /api/operator/offers/{id}/reject`):
 * the reason is required and goes to the employer, so the form says what will happen first.
 */
export function RejectOfferForm({
  offerId,
  board,
  boardName,
  offerHeadingId,
  next = '/reports',
}: {
  offerId: number;
  board: string;
  boardName: string;
  /** The offer's heading: each form is named by it too, so the queue's forms are told apart. */
  offerHeadingId: string;
  /** The console page to come back to (its queue, saying the offer was rejected). */
  next?: ConsoleRoute;
}) {
  const t = useTranslations('console.reports');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const { control, formState, formProps } = useContractForm({
    schema: () =>
      import('@jobboard/api/contracts/operator/moderation').then((m) => m.rejectOfferSchema),
    defaultValues: { board, reason: '' },
    submit: async (values) => {
      setFailed(false);
      await api(apiPath('/operator/offers/{id}/reject', { id: offerId }, { lg: locale }), {
        method: 'POST',
        body: values,
        silent: true,
      });
      router.replace(`${consolePath(locale, next)}?done=rejected`);
      router.refresh();
    },
    onOtherError: () => setFailed(true),
  });
  return (
    <form {...formProps} aria-labelledby={`${headingId} ${offerHeadingId}`}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {t('rejectTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(next === '/moderation' ? 'rejectHeldIntro' : 'rejectIntro', { board: boardName })}
      </Typography>
      {failed ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('rejectFailed')}
        </Alert>
      ) : null}
      <FormTextField
        control={control}
        name="reason"
        label={t('reason')}
        helperText={t('reasonHelp')}
        multiline
        minRows={2}
        required
      />
      <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
        {t('reject')}
      </SubmitButton>
    </form>
  );
}
