'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiFetch } from '@/modules/http';
import type { AccountUser } from '@/modules/session';
import { useSetMe } from '@/modules/session';
import { AuthCard } from '../auth-card';
import { useContractForm } from '@/modules/forms';
import { FormInputField } from '@/modules/forms';
import { SubmitButton } from '@/modules/forms';
import type { Locale } from '@jobboard/tenancy/board-config';
import { PrivacyNotice, usePrivacyNotice } from '@/modules/privacy-notice';

/** Employer profile page: name and phone (`PUT /api/ats/profile`); the e-mail is the login. */
export function EmployerProfileForm({ user }: { user: AccountUser }) {
  const t = useTranslations('auth');
  const privacy = usePrivacyNotice('employerProfile');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const { setUser } = useSetMe();
  const [saved, setSaved] = useState(false);
  const { control, formState, formProps } = useContractForm({
    schema: () => import('@jobboard/api/contracts/auth').then((m) => m.employerProfileSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone_number: user.phone_number ?? '',
    },
    submit: async (values) => {
      setSaved(false);
      const { data } = await api<{ data: AccountUser }>(
        apiPath('/ats/profile', {}, { lg: locale }),
        {
          method: 'PUT',
          body: values,
        },
      );
      await setUser(data);
      setSaved(true);
    },
  });

  return (
    <AuthCard title={t('profile.title')}>
      {saved ? <Alert severity="success">{t('profile.saved')}</Alert> : null}
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
          name="phone_number"
          type="tel"
          label={t('fields.phone')}
          autoComplete="tel"
        />
        <PrivacyNotice {...privacy} />
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {t('profile.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
