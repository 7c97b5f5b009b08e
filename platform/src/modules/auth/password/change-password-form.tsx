'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@jobboard/tenancy/board-config';
import { AuthCard } from '../auth-card';
import { PasswordChangeForm } from './password-change-form';

/** Employer profile: change of password (the employer's other sessions end). */
export function ChangePasswordForm() {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  return (
    <AuthCard title={t('changePassword.title')}>
      <PasswordChangeForm
        endpoint={apiPath('/ats/auth/change-password', {}, { lg: locale })}
        submitLabel={t('changePassword.submit')}
      />
    </AuthCard>
  );
}
