'use client';

import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { authPath } from '@/modules/session';
import { withReturnPath } from '@/modules/session';
import { useReturnPath } from '@/modules/session';
import type { AccountKind } from './account-kind';
import { AuthCard } from './auth-card';
import { useContractForm } from '@/modules/forms';
import { FormInputField } from '@/modules/forms';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { rememberAfterConfirmation } from './after-confirmation';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * Candidate or employer registration. The answer is the same for a new and a registered address
 * (issue 20), so the form then says to check the mailbox: the mailed link confirms the address
 * and signs the new account in, back to where the registration was heading.
 */
export function RegisterForm({ kind }: { kind: AccountKind }) {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const returnTo = useReturnPath();
  const api = useApiFetch();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const login = withReturnPath(
    authPath(kind === 'ats' ? 'employerLogin' : 'login', locale),
    returnTo,
  );
  // The employer contract is the candidate one plus an optional phone number.
  const { control, formState, formProps } = useContractForm({
    schema: () => import('@jobboard/api/contracts/auth').then((m) => m.employerSignupSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
    },
    submit: async (values) => {
      const { data } = await api<{ data: { email: string } }>(`/api/${kind}/signup?lg=${locale}`, {
        method: 'POST',
        body: kind === 'ats' ? values : { ...values, phone_number: undefined },
      });
      rememberAfterConfirmation({ kind, returnTo });
      setSentTo(data.email);
    },
  });

  if (sentTo) return <CheckMailbox email={sentTo} login={login} />;

  return (
    <AuthCard title={t(kind === 'ats' ? 'register.employerTitle' : 'register.title')}>
      <form {...formProps}>
        <FormInputField
          control={control}
          name="first_name"
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
        />
        <FormInputField
          control={control}
          name="last_name"
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
        />
        <FormInputField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
        />
        {kind === 'ats' ? (
          <FormInputField
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
      <Link href={login} sx={{ pt: 1 }}>
        {t('register.haveAccount')}
      </Link>
    </AuthCard>
  );
}

/** What follows a registration: focus moves to the heading so screen readers hear it. */
function CheckMailbox({ email, login }: { email: string; login: string }) {
  const t = useTranslations('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthCard title={t('register.checkTitle')} headingRef={heading}>
      <Alert severity="success" role="status">
        {t('register.checkBody', { email })}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {t('register.checkNoMail')}
      </Typography>
      <Link href={login} sx={{ pt: 1 }}>
        {t('register.logIn')}
      </Link>
    </AuthCard>
  );
}
