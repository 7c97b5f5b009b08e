'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { serviceRequestSchema } from '@jobboard/api/contracts/service-request';
import { useBoard } from '@jobboard/tenancy/board-context';
import { FormTextField, SubmitButton, useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { PrivacyNotice, usePrivacyNotice } from '@/modules/privacy-notice';

/** The request to the board's team; who asks comes from the session. */
export function ServiceRequestForm() {
  const t = useTranslations('employer-service');
  const privacy = usePrivacyNotice('serviceRequest');
  const locale = useLocale();
  const board = useBoard();
  const api = useApiFetch();
  const [sent, setSent] = useState<string | null>(null);
  const { control, formState, formProps, reset } = useContractForm({
    schema: serviceRequestSchema,
    defaultValues: { phone: '', message: '' },
    submit: async (values) => {
      const { message } = await api<{ message: string }>(
        apiPath('/jobboard/{board}/employer/service-request', { board: board.key }, { lg: locale }),
        { method: 'POST', body: values },
      );
      setSent(message);
      reset();
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography component="h2" variant="h6">
        {t('formTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('formHelp')}
      </Typography>
      {sent ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }} onClose={() => setSent(null)}>
          {sent}
        </Alert>
      ) : null}
      <form {...formProps} data-testid="service-request-form">
        <FormTextField
          control={control}
          name="message"
          label={t('message')}
          required
          multiline
          minRows={4}
        />
        <FormTextField
          control={control}
          name="phone"
          label={t('phone')}
          type="tel"
          autoComplete="tel"
        />
        <PrivacyNotice {...privacy} />
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {t('send')}
        </SubmitButton>
      </form>
    </Paper>
  );
}
