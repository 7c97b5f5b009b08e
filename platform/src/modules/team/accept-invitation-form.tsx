'use client';

import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import { acceptInvitationSchema } from '@jobboard/api/contracts/team/team-invitations';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { FormTextField, SubmitButton, useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { useAppRouter } from '@/modules/navigation';

/**
 * Accepting: `create` makes the employer account for the invited address (signed in at once);
 * `join` adds the signed-in employer. Either way the employer area is next.
 */
export function AcceptInvitationForm({ mode, token }: { mode: 'create' | 'join'; token: string }) {
  const t = useTranslations('team.accept');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const [joining, setJoining] = useState(false);
  const done = () => {
    enqueueSnackbar(t('joined'), { variant: 'success' });
    router.push(pathFor(locale, '/employer/my-offers'));
    router.refresh();
  };
  const accept = (body: object) =>
    api(apiPath('/ats/team/invitations/accept', {}, { lg: locale }), { method: 'POST', body });

  const { control, formState, formProps } = useContractForm({
    schema: acceptInvitationSchema,
    defaultValues: {
      token,
      first_name: '',
      last_name: '',
      phone_number: '',
      password: '',
      password_confirmation: '',
    },
    submit: async (values) => {
      await accept(values);
      done();
    },
  });

  if (mode === 'join') {
    return (
      <Button
        variant="contained"
        disabled={joining}
        onClick={async () => {
          setJoining(true);
          try {
            await accept({ token });
            done();
          } catch {
            // The global toast has said why (wrong account, already in a team, gone).
          } finally {
            setJoining(false);
          }
        }}
      >
        {t('join')}
      </Button>
    );
  }
  return (
    <form {...formProps} aria-label={t('createTitle')}>
      <FormTextField
        control={control}
        name="first_name"
        label={t('firstName')}
        autoComplete="given-name"
        required
      />
      <FormTextField
        control={control}
        name="last_name"
        label={t('lastName')}
        autoComplete="family-name"
        required
      />
      <FormTextField
        control={control}
        name="phone_number"
        label={t('phone')}
        type="tel"
        autoComplete="tel"
      />
      <FormTextField
        control={control}
        name="password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name="password_confirmation"
        label={t('passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
      />
      <SubmitButton pending={formState.isSubmitting}>{t('create')}</SubmitButton>
    </form>
  );
}
