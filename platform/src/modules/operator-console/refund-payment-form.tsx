'use client';

import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { ConfirmDialog, FormTextField, SubmitButton, useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { useAppRouter } from '@/modules/navigation';

const dollars = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
  }).format(cents / 100);

/**
 * Refunds a paid payment (`POST /api/operator/payments/{id}/refund`): the amount starts at what
 * remains, the reason is required and goes to the employer; a dialog asks before the call, since
 * Stripe's refund cannot be taken back. The page then reloads what changed.
 */
export function RefundPaymentForm({
  paymentId,
  remainingCents,
  rowHeadingId,
}: {
  paymentId: number;
  remainingCents: number;
  /** Names the form with its payment, so the forms of the list are told apart. */
  rowHeadingId: string;
}) {
  const t = useTranslations('console.payments');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = useRef<((confirmed: boolean) => void) | null>(null);
  const answer = (confirmed: boolean) => {
    decide.current?.(confirmed);
    decide.current = null;
  };
  const { control, formState, formProps } = useContractForm({
    schema: () =>
      import('@jobboard/api/contracts/operator/payments').then((m) => m.refundFormSchema),
    defaultValues: {
      amount_cents: (remainingCents / 100).toFixed(2).replace('.', locale === 'fr' ? ',' : '.'),
      reason: '',
    },
    submit: async (values) => {
      setFailed(false);
      const confirmed = await new Promise<boolean>((resolve) => {
        decide.current = resolve;
        setConfirming(values.amount_cents);
      });
      if (!confirmed) {
        setConfirming(null);
        return;
      }
      setBusy(true);
      try {
        await api(apiPath('/operator/payments/{id}/refund', { id: paymentId }, { lg: locale }), {
          method: 'POST',
          body: values,
          silent: true,
        });
      } finally {
        setBusy(false);
        setConfirming(null);
      }
      router.replace(`${consolePath(locale, '/payments')}?done=refunded`);
      router.refresh();
    },
    onOtherError: () => setFailed(true),
  });
  return (
    <>
      <form {...formProps} aria-labelledby={`${headingId} ${rowHeadingId}`}>
        {/* A label, not a heading: the list's rows have no heading level of their own. */}
        <Typography id={headingId} component="p" variant="subtitle2">
          {t('refundTitle')}
        </Typography>
        {failed ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {t('refundFailed')}
          </Alert>
        ) : null}
        <FormTextField
          control={control}
          name="amount_cents"
          label={t('refundAmount')}
          helperText={t('refundAmountHelp', { remaining: dollars(remainingCents, locale) })}
          required
        />
        <FormTextField
          control={control}
          name="reason"
          label={t('refundReason')}
          helperText={t('refundReasonHelp')}
          multiline
          minRows={2}
          required
        />
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {t('refund')}
        </SubmitButton>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        heading={t('confirmTitle', { amount: dollars(confirming ?? 0, locale) })}
        body={t('confirmBody')}
        cancelLabel={t('cancel')}
        confirmLabel={t('confirm')}
        destructive
        busy={busy}
        onCancel={() => answer(false)}
        onConfirm={() => answer(true)}
      />
    </>
  );
}
