'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordSchema } from '@jobboard/api/contracts/auth';
import type { AppLocale } from '@/i18n/routing';
import { useApiFetch } from '@/modules/http/use-api-fetch';
import type { AccountKind } from './account-kind';
import { applyServerErrors } from './apply-server-errors';
import { AuthCard } from './auth-card';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';
import { useHydrated } from '@/modules/http/use-hydrated';

type Input = z.input<typeof forgotPasswordSchema>;
type Output = z.output<typeof forgotPasswordSchema>;

/** Asks for a reset link; the answer is the same whether the e-mail has an account or not. */
export function ForgotPasswordForm({ kind }: { kind: AccountKind }) {
  const t = useTranslations('auth');
  const hydrated = useHydrated();
  const locale = useLocale() as AppLocale;
  const api = useApiFetch();
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await api<{ message: string }>(
        `/api/${kind}/auth/forgot-password?lg=${locale}`,
        { method: 'POST', body: values },
      );
      setSent(message);
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  return (
    <AuthCard title={t('forgot.title')}>
      {sent ? (
        <Alert severity="success">{sent}</Alert>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate data-hydrated={hydrated}>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            required
          />
          <SubmitButton pending={formState.isSubmitting}>{t('forgot.submit')}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
