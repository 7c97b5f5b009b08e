'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormInputField } from '@/modules/forms';

interface NewPassword {
  password: string;
  password_confirmation: string;
}

/** The new password and its confirmation, as the register, reset and change forms ask for them. */
export function NewPasswordFields<T extends FieldValues & NewPassword>({
  control,
  label,
}: {
  control: Control<T>;
  label: string;
}) {
  const t = useTranslations('auth');
  return (
    <>
      <FormInputField
        control={control}
        name={'password' as Path<T>}
        type="password"
        label={label}
        helperText={t('fields.passwordHelp')}
        autoComplete="new-password"
        required
      />
      <FormInputField
        control={control}
        name={'password_confirmation' as Path<T>}
        type="password"
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
