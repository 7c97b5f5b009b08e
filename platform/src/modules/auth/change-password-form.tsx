'use client';

import Alert from '@mui/material/Alert';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { changePasswordSchema } from '@jobboard/api/contracts/auth';
import { useApiFetch } from '@/modules/http';
import { AuthCard } from './auth-card';
import { useContractForm } from '@/modules/forms';
import { FormTextField } from '@/modules/forms';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from '@/modules/forms';
import type { Locale } from '@jobboard/tenancy/board-config';

const empty = { current_password: '', password: '', password_confirmation: '' } as const;

/** Employer profile: change of password (the employer's other sessions end). */
export function ChangePasswordForm() {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const [done, setDone] = useState<string | null>(null);
  const { control, reset, formState, formProps } = useContractForm({
    schema: changePasswordSchema,
    defaultValues: empty,
    submit: async (values) => {
      setDone(null);
      const { message } = await api<{ message: string }>(
        `/api/ats/auth/change-password?lg=${locale}`,
        { method: 'PUT', body: values },
      );
      reset(empty);
      setDone(message);
    },
  });

  return (
    <AuthCard title={t('changePassword.title')}>
      {done ? <Alert severity="success">{done}</Alert> : null}
      <form {...formProps}>
        <FormTextField
          control={control}
          name="current_password"
          type="password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields control={control} label={t('fields.newPassword')} />
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {t('changePassword.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
