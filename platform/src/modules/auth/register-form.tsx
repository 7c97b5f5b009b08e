'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { employerSignupSchema } from '@jobboard/api/contracts/auth';
import type { AppLocale } from '@/i18n/routing';
import { authPath } from '@/modules/session/auth-paths';
import { withReturnPath } from '@/modules/session/return-path';
import { useReturnPath } from '@/modules/session/use-return-path';
import type { AccountKind } from './account-kind';
import { applyServerErrors } from './apply-server-errors';
import { AuthCard } from './auth-card';
import { FormTextField } from './form-text-field';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { useSignInCall } from './use-sign-in-call';
import { useHydrated } from '@/modules/http/use-hydrated';

// The employer contract is the candidate one plus an optional phone number.
type Input = z.input<typeof employerSignupSchema>;
type Output = z.output<typeof employerSignupSchema>;

/**
 * Candidate or employer registration. The new account is signed in at once (with the
 * unconfirmed-e-mail alert); employers land in the employer area.
 */
export function RegisterForm({ kind }: { kind: AccountKind }) {
  const t = useTranslations('auth');
  const hydrated = useHydrated();
  const locale = useLocale() as AppLocale;
  const returnTo = useReturnPath();
  const signIn = useSignInCall(kind);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(employerSignupSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const body = kind === 'ats' ? values : { ...values, phone_number: undefined };
    try {
      await signIn(`/api/${kind}/signup`, body);
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  return (
    <AuthCard title={t(kind === 'ats' ? 'register.employerTitle' : 'register.title')}>
      <form method="post" onSubmit={onSubmit} noValidate data-hydrated={hydrated}>
        <FormTextField
          control={control}
          name="first_name"
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={control}
          name="last_name"
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
        />
        {kind === 'ats' ? (
          <FormTextField
            control={control}
            name="phone_number"
            type="tel"
            label={t('fields.phone')}
            autoComplete="tel"
          />
        ) : null}
        <NewPasswordFields control={control} label={t('fields.password')} />
        <SubmitButton pending={formState.isSubmitting}>{t('register.submit')}</SubmitButton>
      </form>
      <Link
        href={withReturnPath(
          authPath(kind === 'ats' ? 'employerLogin' : 'login', locale),
          returnTo,
        )}
        sx={{ pt: 1 }}
      >
        {t('register.haveAccount')}
      </Link>
    </AuthCard>
  );
}
