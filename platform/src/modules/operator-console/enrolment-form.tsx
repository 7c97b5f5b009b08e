'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { FormInputField, SubmitButton, useContractForm } from '@/modules/forms';
import { ApiRequestError, useApiFetch } from '@/modules/http';

/**
 * The password and a first code (`POST /api/operator/enrolment`); the answer's ten recovery codes
 * replace the form, shown this once (nothing keeps them: a reload shows the dead link instead).
 * `authenticator` (the QR code and the secret, made on the server) shows until then: once the
 * app is enrolled, the secret has no business staying on the screen.
 */
export function EnrolmentForm({
  token,
  authenticator,
}: {
  token: string;
  authenticator: ReactNode;
}) {
  const t = useTranslations('console.enrolment');
  const failed = useTranslations('console.signIn')('failed');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const { control, formState, formProps } = useContractForm({
    schema: () =>
      import('@jobboard/api/contracts/operator/auth').then((m) => m.operatorEnrolmentSchema),
    defaultValues: { token, password: '', code: '' },
    submit: async (values) => {
      setRefused(null);
      const { data } = await api<{ data: { recovery_codes: string[] } }>(
        apiPath('/operator/enrolment', {}, { lg: locale }),
        { method: 'POST', body: values, silent: true },
      );
      setCodes(data.recovery_codes);
    },
    onOtherError: (error) =>
      setRefused(
        error instanceof ApiRequestError && error.body.message ? error.body.message : failed,
      ),
  });

  if (codes)
    return (
      <Box>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('doneTitle')}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('codesIntro')}
        </Alert>
        <Box
          component="ol"
          aria-label={t('codesLabel')}
          sx={{
            fontFamily: 'monospace',
            fontSize: '1rem',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 0.5,
            pl: 3,
          }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Button variant="contained" href={consolePath(locale, '/sign-in')} sx={{ mt: 2 }}>
          {t('goSignIn')}
        </Button>
      </Box>
    );

  return (
    <>
      {authenticator}
      <form {...formProps}>
        <Typography sx={{ mt: 2 }}>{t('step2')}</Typography>
        {refused ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {refused}
          </Alert>
        ) : null}
        <FormInputField
          control={control}
          name="password"
          type="password"
          label={t('password')}
          autoComplete="new-password"
          required
        />
        <FormInputField
          control={control}
          name="code"
          label={t('code')}
          autoComplete="one-time-code"
          required
        />
        <SubmitButton pending={formState.isSubmitting}>{t('submit')}</SubmitButton>
      </form>
    </>
  );
}
