'use client';

import Alert from '@mui/material/Alert';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { changePasswordSchema } from '@jobboard/api/contracts/auth';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { FormTextField } from '@/modules/forms';
import { NewPasswordFields } from '@/modules/auth';
import { SubmitButton } from '@/modules/forms';
import { useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { ProfileSection } from '../profile-section';

const empty = { current_password: '', password: '', password_confirmation: '' } as const;

/** The candidate's password change, as employers have it: the other sessions end. */
export function PasswordSection() {
  const t = useTranslations('profile.password');
  const ta = useTranslations('auth');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const api = useApiFetch();
  const [done, setDone] = useState<string | null>(null);
  const { control, reset, formState, formProps } = useContractForm({
    schema: changePasswordSchema,
    defaultValues: empty,
    submit: async (values) => {
      setDone(null);
      const { message } = await api<{ message: string }>(
        `/api/jobboard/${board.key}/user/change-password?lg=${locale}`,
        { method: 'PUT', body: values },
      );
      reset(empty);
      setDone(message);
    },
  });
  return (
    <ProfileSection id="password" title={t('title')} intro={t('intro')}>
      <form {...formProps}>
        <FormTextField
          control={control}
          name="current_password"
          type="password"
          label={ta('fields.currentPassword')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields control={control} label={ta('fields.newPassword')} />
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {t('save')}
        </SubmitButton>
      </form>
      <div role="status" aria-live="polite">
        {done ? <Alert severity="success">{done}</Alert> : null}
      </div>
    </ProfileSection>
  );
}
