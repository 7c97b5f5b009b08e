'use client';

import Alert from '@mui/material/Alert';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormInputField, SubmitButton, useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { NewPasswordFields } from './new-password-fields';

const empty = { current_password: '', password: '', password_confirmation: '' } as const;

export interface PasswordChangeFormProps {
  /** The account's change-password endpoint (candidates and employers have their own). */
  endpoint: string;
  submitLabel: string;
}

/** Current and new password; the server ends the account's other sessions on success. */
export function PasswordChangeForm({ endpoint, submitLabel }: PasswordChangeFormProps) {
  const t = useTranslations('auth');
  const api = useApiFetch();
  const [done, setDone] = useState<string | null>(null);
  const { control, reset, formState, formProps } = useContractForm({
    schema: () => import('@jobboard/api/contracts/auth').then((m) => m.changePasswordSchema),
    defaultValues: empty,
    submit: async (values) => {
      setDone(null);
      const { message } = await api<{ message: string }>(endpoint, {
        method: 'PUT',
        body: values,
      });
      reset(empty);
      setDone(message);
    },
  });
  return (
    <>
      <div role="status" aria-live="polite">
        {done ? <Alert severity="success">{done}</Alert> : null}
      </div>
      <form {...formProps}>
        <FormInputField
          control={control}
          name="current_password"
          type="password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields control={control} label={t('fields.newPassword')} />
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {submitLabel}
        </SubmitButton>
      </form>
    </>
  );
}
