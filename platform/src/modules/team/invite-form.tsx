'use client';

import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { Controller } from 'react-hook-form';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import { inviteMemberSchema } from '@jobboard/api/contracts/team/team-invitations';
import type { Locale } from '@jobboard/tenancy/board-config';
import { fieldMessage, FormTextField, SubmitButton, useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { useAppRouter } from '@/modules/navigation';
import { PermissionCheckboxes } from './permission-checkboxes';

/**
 * Invites an address with the permissions it will hold and the language of its mail (the page's
 * language unless changed). The API's contract checks it here and there; 422s land on fields.
 */
export function InviteForm() {
  const t = useTranslations('team.invite');
  const tp = useTranslations('team.permissions');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const { control, formState, formProps, reset } = useContractForm({
    schema: inviteMemberSchema,
    defaultValues: { email: '', permissions: [], locale },
    submit: async (values) => {
      await api(apiPath('/ats/team/invitations', {}, { lg: locale }), {
        method: 'POST',
        body: values,
      });
      enqueueSnackbar(t('sent', { email: values.email }), { variant: 'success' });
      reset({ email: '', permissions: [], locale });
      router.refresh();
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6">
        {t('title')}
      </Typography>
      <form {...formProps} aria-label={t('title')}>
        <FormTextField
          control={control}
          name="email"
          type="email"
          autoComplete="off"
          label={t('email')}
          required
        />
        <Controller
          control={control}
          name="permissions"
          render={({ field, fieldState }) => (
            <PermissionCheckboxes
              legend={tp('legend')}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldMessage(fieldState.error, locale)}
            />
          )}
        />
        <FormTextField control={control} name="locale" label={t('locale')} select>
          <MenuItem value="fr">{t('fr')}</MenuItem>
          <MenuItem value="en">{t('en')}</MenuItem>
        </FormTextField>
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {t('submit')}
        </SubmitButton>
      </form>
    </Paper>
  );
}
