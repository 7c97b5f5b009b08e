'use client';

import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useLocale, useTranslations } from 'next-intl';
import { authPath } from '@/modules/session';
import { withReturnPath } from '@/modules/session';
import { useReturnPath } from '@/modules/session';
import type { AccountKind } from './account-kind';
import { AuthCard } from './auth-card';
import { useContractForm } from '@/modules/forms';
import { FormInputField } from '@/modules/forms';
import { SubmitButton } from '@/modules/forms';
import { useSignInCall } from './use-sign-in-call';
import type { Locale } from '@jobboard/tenancy/board-config';

/** Candidate or employer sign-in; wrong credentials are the section 8 invalid_grant toast. */
export function LoginForm({ kind }: { kind: AccountKind }) {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const returnTo = useReturnPath();
  const signIn = useSignInCall(kind);
  const { control, formState, formProps } = useContractForm({
    schema: () => import('@jobboard/api/contracts/auth').then((m) => m.loginSchema),
    defaultValues: { email: '', password: '' },
    submit: (values) => signIn(`/api/${kind}/auth/login`, values),
  });

  return (
    <AuthCard title={t(kind === 'ats' ? 'login.employerTitle' : 'login.title')}>
      <form {...formProps}>
        <FormInputField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
        />
        <FormInputField
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
