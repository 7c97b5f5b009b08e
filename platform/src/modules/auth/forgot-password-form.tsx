'use client';

import Alert from '@mui/material/Alert';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiFetch } from '@/modules/http';
import type { AccountKind } from './account-kind';
import { AuthCard } from './auth-card';
import { useContractForm } from '@/modules/forms';
import { FormInputField } from '@/modules/forms';
import { SubmitButton } from '@/modules/forms';
import type { Locale } from '@jobboard/tenancy/board-config';

/** Asks for a reset link; the answer is the same whether the e-mail has an account or not. */
export function ForgotPasswordForm({ kind }: { kind: AccountKind }) {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const [sent, setSent] = useState<string | null>(null);
  const { control, formState, formProps } = useContractForm({
    schema: () => import('@jobboard/api/contracts/auth').then((m) => m.forgotPasswordSchema),
    defaultValues: { email: '' },
    submit: async (values) => {
      const { message } = await api<{ message: string }>(
        `/api/${kind}/auth/forgot-password?lg=${locale}`,
        { method: 'POST', body: values },
      );
      setSent(message);
    },
  });

  return (
    <AuthCard title={t('forgot.title')}>
      {sent ? (
        <Alert severity="success">{sent}</Alert>
      ) : (
        <form {...formProps}>
          <FormInputField
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
