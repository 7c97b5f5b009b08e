'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { employerProfileSchema } from '@jobboard/api/contracts/auth';
import type { AppLocale } from '@/i18n/routing';
import { useApiFetch } from '@/modules/http/use-api-fetch';
import type { AccountUser } from '@/modules/session/account-user';
import { useMe } from '@/modules/session/use-me';
import { applyServerErrors } from './apply-server-errors';
import { AuthCard } from './auth-card';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';
import { useHydrated } from '@/modules/http/use-hydrated';

type Input = z.input<typeof employerProfileSchema>;
type Output = z.output<typeof employerProfileSchema>;

/** Employer profile page: name and phone (`PUT /api/ats/profile`); the e-mail is the login. */
export function EmployerProfileForm({ user }: { user: AccountUser }) {
  const t = useTranslations('auth');
  const hydrated = useHydrated();
  const locale = useLocale() as AppLocale;
  const api = useApiFetch();
  const { setUser } = useMe();
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(employerProfileSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone_number: user.phone_number ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      const { data } = await api<{ data: AccountUser }>(`/api/ats/profile?lg=${locale}`, {
        method: 'PUT',
        body: values,
      });
      await setUser(data);
      setSaved(true);
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  return (
    <AuthCard title={t('profile.title')}>
      {saved ? <Alert severity="success">{t('profile.saved')}</Alert> : null}
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
          name="phone_number"
          type="tel"
          label={t('fields.phone')}
          autoComplete="tel"
        />
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {t('profile.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
