'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginSchema } from '@jobboard/api/contracts/auth';
import type { AppLocale } from '@/i18n/routing';
import { authPath } from '@/modules/session/auth-paths';
import { withReturnPath } from '@/modules/session/return-path';
import { useReturnPath } from '@/modules/session/use-return-path';
import type { AccountKind } from './account-kind';
import { applyServerErrors } from './apply-server-errors';
import { AuthCard } from './auth-card';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';
import { useSignInCall } from './use-sign-in-call';
import { useHydrated } from '@/modules/http/use-hydrated';

type Input = z.input<typeof loginSchema>;
type Output = z.output<typeof loginSchema>;

/** Candidate or employer sign-in; wrong credentials are the section 8 invalid_grant toast. */
export function LoginForm({ kind }: { kind: AccountKind }) {
  const t = useTranslations('auth');
  const hydrated = useHydrated();
  const locale = useLocale() as AppLocale;
  const returnTo = useReturnPath();
  const signIn = useSignInCall(kind);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn(`/api/${kind}/auth/login`, values);
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  return (
    <AuthCard title={t(kind === 'ats' ? 'login.employerTitle' : 'login.title')}>
      <form method="post" onSubmit={onSubmit} noValidate data-hydrated={hydrated}>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
        />
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          required
        />
        <SubmitButton pending={formState.isSubmitting}>{t('login.submit')}</SubmitButton>
      </form>
      <Stack direction="row" sx={{ pt: 1, justifyContent: 'space-between' }}>
        <Link href={authPath(kind === 'ats' ? 'employerForgotPassword' : 'forgotPassword', locale)}>
          {t('login.forgot')}
        </Link>
        <Link
          href={withReturnPath(
            authPath(kind === 'ats' ? 'employerRegister' : 'register', locale),
            returnTo,
          )}
        >
          {t('login.register')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
