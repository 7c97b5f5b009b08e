'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useLocale, useTranslations } from 'next-intl';
import type { ContactRequestInput } from '@jobboard/api/contracts/contact';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { FormInputField } from '@/modules/forms';
import { useContractForm } from '@/modules/forms';
import { toastShown } from '@/modules/http';
import { useApiFetch } from '@/modules/http';

const empty: ContactRequestInput = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form: the API's own zod contract validates it here first, and the server's 422
 * field errors land under the same fields (useContractForm); other failures get the spec's
 * section 8 toast from apiFetch, or the form's own sentence where no toast applies.
 */
export function ContactForm() {
  const t = useTranslations('contact');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const api = useApiFetch();
  const [status, setStatus] = useState<'idle' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const { control, reset, formState, formProps } = useContractForm({
    schema: () => import('@jobboard/api/contracts/contact').then((m) => m.contactRequestSchema),
    defaultValues: empty,
    submit: async (values) => {
      setFailure(null);
      await api(`/api/jobboard/${board.key}/contact?lg=${locale}`, {
        method: 'POST',
        body: values,
      });
      reset(empty);
      setStatus('sent');
    },
    // A 429 or 5xx already has its section 8 toast; anything else gets the form's own sentence.
    onOtherError: (error) => {
      if (!toastShown(error)) setFailure(t('error'));
    },
  });
  const fieldProps = (name: keyof ContactRequestInput) => ({
    control,
    name,
    id: `contact-${name}`,
    label: t(name),
    margin: 'none' as const,
  });

  if (status === 'sent') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* Focus moves to the confirmation so keyboard and screen-reader users hear it. */}
        <Alert severity="success" role="status" ref={(el) => el?.focus()} tabIndex={-1}>
          {t('success')}
        </Alert>
        <Button variant="outlined" onClick={() => setStatus('idle')}>
          {t('sendAnother')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" {...formProps} aria-busy={formState.isSubmitting}>
      <Stack spacing={2.5}>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormInputField {...fieldProps('name')} required autoComplete="name" />
        <FormInputField {...fieldProps('email')} type="email" required autoComplete="email" />
        <FormInputField {...fieldProps('subject')} />
        <FormInputField {...fieldProps('message')} required multiline minRows={6} />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={formState.isSubmitting}
            startIcon={
              formState.isSubmitting ? (
                <CircularProgress size={18} color="inherit" aria-hidden="true" />
              ) : undefined
            }
          >
            {formState.isSubmitting ? t('sending') : t('submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
