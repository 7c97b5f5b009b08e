'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordSchema } from '@jobboard/api/contracts/auth';
import type { AppLocale } from '@/i18n/routing';
import { useApiFetch } from '@/modules/http/use-api-fetch';
import { applyServerErrors } from './apply-server-errors';
import { AuthCard } from './auth-card';
import { FormTextField } from './form-text-field';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { useHydrated } from '@/modules/http/use-hydrated';

type Input = z.input<typeof changePasswordSchema>;
type Output = z.output<typeof changePasswordSchema>;

const empty: Input = { current_password: '', password: '', password_confirmation: '' };

/** Employer profile: change of password (the employer's other sessions end). */
export function ChangePasswordForm() {
  const t = useTranslations('auth');
  const hydrated = useHydrated();
  const locale = useLocale() as AppLocale;
  const api = useApiFetch();
  const [done, setDone] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (values) => {
    setDone(null);
    try {
      const { message } = await api<{ message: string }>(
        `/api/ats/auth/change-password?lg=${locale}`,
        { method: 'PUT', body: values },
      );
      reset(empty);
      setDone(message);
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  return (
    <AuthCard title={t('changePassword.title')}>
      {done ? <Alert severity="success">{done}</Alert> : null}
      <form method="post" onSubmit={onSubmit} noValidate data-hydrated={hydrated}>
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
