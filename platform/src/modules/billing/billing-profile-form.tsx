'use client';

import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import {
  billingProfileSchema,
  provinces,
  type BillingProfile,
} from '@jobboard/api/contracts/billing/billing-profile';
import type { Locale } from '@jobboard/tenancy/board-config';
import { FormTextField, SubmitButton, useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { useAppRouter } from '@/modules/navigation';

/**
 * Who the invoices are made out to. Checked by the API's own contract; the tax numbers are
 * optional and read with or without spaces. Invoices already issued keep the details they had.
 */
export function BillingProfileForm({ profile }: { profile: BillingProfile | null }) {
  const t = useTranslations('billing.profile');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const { control, formState, formProps } = useContractForm({
    schema: billingProfileSchema,
    defaultValues: {
      legal_name: profile?.legal_name ?? '',
      address_line1: profile?.address_line1 ?? '',
      address_line2: profile?.address_line2 ?? '',
      city: profile?.city ?? '',
      province: profile?.province ?? 'QC',
      postal_code: profile?.postal_code ?? '',
      gst_number: profile?.gst_number ?? '',
      qst_number: profile?.qst_number ?? '',
    },
    submit: async (values) => {
      await api(apiPath('/ats/billing-profile', {}, { lg: locale }), {
        method: 'PUT',
        body: values,
      });
      enqueueSnackbar(t('saved'), { variant: 'success' });
      router.refresh();
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="billing-profile" component="h2" variant="h6">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {profile ? t('intro') : t('missing')}
      </Typography>
      <form {...formProps} aria-labelledby="billing-profile">
        <FormTextField
          control={control}
          name="legal_name"
          label={t('legalName')}
          autoComplete="organization"
          required
        />
        <FormTextField
          control={control}
          name="address_line1"
          label={t('addressLine1')}
          autoComplete="address-line1"
          required
        />
        <FormTextField
          control={control}
          name="address_line2"
          label={t('addressLine2')}
          autoComplete="address-line2"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
          <FormTextField
            control={control}
            name="city"
            label={t('city')}
            autoComplete="address-level2"
            required
          />
          <FormTextField control={control} name="province" label={t('province')} select required>
            {provinces.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="postal_code"
            label={t('postalCode')}
            autoComplete="postal-code"
            required
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
          <FormTextField
            control={control}
            name="gst_number"
            label={t('gstNumber')}
            helperText={t('gstHelp')}
          />
          <FormTextField
            control={control}
            name="qst_number"
            label={t('qstNumber')}
            helperText={t('qstHelp')}
          />
        </Stack>
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {t('save')}
        </SubmitButton>
      </form>
    </Paper>
  );
}
