'use client';

import Link from '@mui/material/Link';
import { useLocale, useTranslations } from 'next-intl';
import { employerSignupSchema } from '@jobboard/api/contracts/auth';
import { authPath } from '@/modules/session';
import { withReturnPath } from '@/modules/session';
import { useReturnPath } from '@/modules/session';
import type { AccountKind } from './account-kind';
import { AuthCard } from './auth-card';
import { useContractForm } from '@/modules/forms';
import { FormTextField } from '@/modules/forms';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from '@/modules/forms';
import { useSignInCall } from './use-sign-in-call';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * Candidate or employer registration. The new account is signed in at once (with the
 * unconfirmed-e-mail alert); employers land in the employer area.
 */
export function RegisterForm({ kind }: { kind: AccountKind }) {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const returnTo = useReturnPath();
  const signIn = useSignInCall(kind);
  // The employer contract is the candidate one plus an optional phone number.
  const { control, formState, formProps } = useContractForm({
    schema: employerSignupSchema,
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
    },
    submit: (values) =>
      signIn(
        `/api/${kind}/signup`,
        kind === 'ats' ? values : { ...values, phone_number: undefined },
      ),
  });

  return (
    <AuthCard title={t(kind === 'ats' ? 'register.employerTitle' : 'register.title')}>
      <form {...formProps}>
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
