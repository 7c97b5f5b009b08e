'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiRequestError } from '@/modules/http';
import { useApiFetch } from '@/modules/http';
import { authPath } from '@/modules/session';
import { AuthCard } from '../auth-card';
import { useContractForm } from '@/modules/forms';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from '@/modules/forms';
import { useSecureLinkCheck } from './use-secure-link-check';
import type { Locale } from '@jobboard/tenancy/board-config';

/** `/reset-password/{selector}/{token}`: a new password from a mailed link. */
export function ResetPasswordForm({ selector, token }: { selector?: string; token?: string }) {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const link = useSecureLinkCheck('reset-password', selector, token);
  const [done, setDone] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const { control, formState, formProps } = useContractForm({
    schema: () => import('@jobboard/api/contracts/auth').then((m) => m.resetPasswordSchema),
    defaultValues: {
      selector: selector ?? '',
      token: token ?? '',
      password: '',
      password_confirmation: '',
    },
    submit: async (values) => {
      const { message } = await api<{ message: string }>(
        apiPath('/auth/reset-password', {}, { lg: locale }),
        {
          method: 'PUT',
          body: values,
        },
      );
      setDone(message);
    },
    // A used, expired or tampered link: say so instead of the form.
    onOtherError: (error) => {
      if (error instanceof ApiRequestError) setLinkError(error.body.message ?? t('links.invalid'));
    },
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
      return (
        <>
          <Alert severity="error">{linkError ?? t('links.invalid')}</Alert>
          {/* The link does not say whose it was: offer both ways to ask for a new one. */}
          <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Link href={authPath('forgotPassword', locale)}>{t('links.askNew')}</Link>
            <Link href={authPath('employerForgotPassword', locale)}>
              {t('links.askNewEmployer')}
            </Link>
          </Stack>
        </>
      );
    return (
      <form {...formProps}>
        <NewPasswordFields control={control} label={t('fields.newPassword')} />
        <SubmitButton pending={formState.isSubmitting}>{t('reset.submit')}</SubmitButton>
      </form>
    );
  };

  return <AuthCard title={t('reset.title')}>{body()}</AuthCard>;
}
