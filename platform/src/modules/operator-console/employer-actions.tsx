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
import { ConsoleActionButton } from './console-action-button';

const detailPath = (locale: Locale, teamId: number, done: string) =>
  `${consolePath(locale, '/employers/[id]', { id: teamId })}?done=${done}`;

/** Verifies the team, or takes the verification back (`POST /api/operator/employers/{id}/verify`). */
export function VerifyEmployerButton({ teamId, verified }: { teamId: number; verified: boolean }) {
  const t = useTranslations('console.employers');
  const locale = useLocale() as Locale;
  return (
    <ConsoleActionButton
      url={apiPath('/operator/employers/{id}/verify', { id: teamId }, { lg: locale })}
      body={{ verified: !verified }}
      next={detailPath(locale, teamId, verified ? 'unverified' : 'verified')}
      label={verified ? t('unverify') : t('verify')}
      failedText={t('verifyFailed')}
    />
  );
}

/** Lifts the suspension (`POST /api/operator/employers/{id}/reinstate`). */
export function ReinstateEmployerButton({ teamId }: { teamId: number }) {
  const t = useTranslations('console.employers');
  const locale = useLocale() as Locale;
  return (
    <ConsoleActionButton
      url={apiPath('/operator/employers/{id}/reinstate', { id: teamId }, { lg: locale })}
      next={detailPath(locale, teamId, 'reinstated')}
      label={t('reinstate')}
      failedText={t('reinstateFailed')}
    />
  );
}

/**
 * Suspends the team (`POST /api/operator/employers/{id}/suspend`): the reason is required and
 * goes to its members; the form asks for a confirmation before the call, since the team's offers
 * come off every board at once.
 */
export function SuspendEmployerForm({ teamId, teamName }: { teamId: number; teamName: string }) {
  const t = useTranslations('console.employers');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const decide = useRef<((confirmed: boolean) => void) | null>(null);
  const answer = (confirmed: boolean) => {
    decide.current?.(confirmed);
    decide.current = null;
  };
  const { control, formState, formProps } = useContractForm({
    schema: () =>
      import('@jobboard/api/contracts/operator/employers').then((m) => m.suspendEmployerSchema),
    defaultValues: { reason: '' },
    submit: async (values) => {
      setFailed(false);
      // The form stays submitting while the dialog is open: its answer decides the call.
      const confirmed = await new Promise<boolean>((resolve) => {
        decide.current = resolve;
        setConfirming(true);
      });
      if (!confirmed) {
        setConfirming(false);
        return;
      }
      setBusy(true);
      try {
        await api(apiPath('/operator/employers/{id}/suspend', { id: teamId }, { lg: locale }), {
          method: 'POST',
          body: values,
          silent: true,
        });
      } finally {
        setBusy(false);
        setConfirming(false);
      }
      router.replace(detailPath(locale, teamId, 'suspended'));
      router.refresh();
    },
    onOtherError: () => setFailed(true),
  });
  return (
    <>
      <form {...formProps} aria-labelledby={headingId}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ mt: 2 }}>
          {t('suspendTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('suspendIntro')}
        </Typography>
        {failed ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {t('suspendFailed')}
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
          {t('suspend')}
        </SubmitButton>
      </form>
      <ConfirmDialog
        open={confirming}
        heading={t('confirmTitle', { name: teamName })}
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
