'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { resetPasswordSchema } from '@jobboard/api/contracts/auth';
import type { AppLocale } from '@/i18n/routing';
import { ApiRequestError } from '@/modules/http/api-request-error';
import { useApiFetch } from '@/modules/http/use-api-fetch';
import { authPath } from '@/modules/session/auth-paths';
import { applyServerErrors } from './apply-server-errors';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { useSecureLinkCheck } from './use-secure-link-check';
import { useHydrated } from '@/modules/http/use-hydrated';

type Input = z.input<typeof resetPasswordSchema>;
type Output = z.output<typeof resetPasswordSchema>;

/** `/reset-password/{selector}/{token}`: a new password from a mailed link. */
export function ResetPasswordForm({ selector, token }: { selector?: string; token?: string }) {
  const t = useTranslations('auth');
  const hydrated = useHydrated();
  const locale = useLocale() as AppLocale;
  const api = useApiFetch();
  const link = useSecureLinkCheck('reset-password', selector, token);
  const [done, setDone] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: {
      selector: selector ?? '',
      token: token ?? '',
      password: '',
      password_confirmation: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await api<{ message: string }>(`/api/auth/reset-password?lg=${locale}`, {
        method: 'PUT',
        body: values,
      });
      setDone(message);
    } catch (error) {
      if (!applyServerErrors(error, setError) && error instanceof ApiRequestError) {
        setLinkError(error.body.message ?? t('links.invalid'));
      }
    }
  });

  const body = () => {
    if (done) {
      return (
        <Alert
          severity="success"
          action={<Link href={authPath('login', locale)}>{t('login.submit')}</Link>}
        >
          {done}
        </Alert>
      );
    }
    if (link.isLoading) return <CircularProgress aria-label={t('links.checking')} />;
    if (link.invalid || linkError)
      return <Alert severity="error">{linkError ?? t('links.invalid')}</Alert>;
    return (
      <form method="post" onSubmit={onSubmit} noValidate data-hydrated={hydrated}>
        <NewPasswordFields control={control} label={t('fields.newPassword')} />
        <SubmitButton pending={formState.isSubmitting}>{t('reset.submit')}</SubmitButton>
      </form>
    );
  };

  return <AuthCard title={t('reset.title')}>{body()}</AuthCard>;
}
