'use client';

import Alert from '@mui/material/Alert';
import { useAppRouter } from '@/modules/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { FormInputField, SubmitButton, useContractForm } from '@/modules/forms';
import { ApiRequestError, useApiFetch } from '@/modules/http';

/**
 * E-mail, password and the second factor in one form (`POST /api/operator/auth/login`). A 401
 * (no valid code) or 400 (wrong credentials) shows the server's translated message above the form.
 */
export function SignInForm() {
  const t = useTranslations('console.signIn');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const [refused, setRefused] = useState<string | null>(null);
  const { control, formState, formProps } = useContractForm({
    schema: () =>
      import('@jobboard/api/contracts/operator/auth').then((m) => m.operatorLoginSchema),
    defaultValues: { email: '', password: '', code: '' },
    submit: async (values) => {
      setRefused(null);
      await api(apiPath('/operator/auth/login', {}, { lg: locale }), {
        method: 'POST',
        body: values,
        silent: true,
      });
      router.replace(consolePath(locale, '/'));
      router.refresh();
    },
    onOtherError: (error) =>
      setRefused(
        error instanceof ApiRequestError && error.body.message ? error.body.message : t('failed'),
      ),
  });
  return (
    <form {...formProps}>
      {refused ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {refused}
        </Alert>
      ) : null}
      <FormInputField
        control={control}
        name="email"
        type="email"
        label={t('email')}
        autoComplete="username"
        required
      />
      <FormInputField
        control={control}
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        required
      />
      <FormInputField
        control={control}
        name="code"
        label={t('code')}
        helperText={t('codeHelp')}
        autoComplete="one-time-code"
        required
      />
      <SubmitButton pending={formState.isSubmitting}>{t('submit')}</SubmitButton>
    </form>
  );
}
