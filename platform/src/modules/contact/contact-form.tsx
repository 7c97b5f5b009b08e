'use client';

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import {
  contactRequestSchema,
  type ContactRequest,
  type ContactRequestInput,
} from '@jobboard/api/contracts/contact';
import {
  isValidationMessageKey,
  validationText,
} from '@jobboard/api/contracts/validation-messages';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';

const fields = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof fields)[number];
const empty: ContactRequestInput = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form: the API's own zod contract validates it here first, and the server's 422
 * field errors land under the same fields. Every field has a visible label; required ones get
 * MUI's asterisk.
 */
export function ContactForm() {
  const t = useTranslations('contact');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const [status, setStatus] = useState<'idle' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: empty,
  });

  // Contract messages are keys; server 422 messages arrive already translated.
  const errorText = (field: Field) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    return isValidationMessageKey(message) ? validationText(message, locale) : message;
  };

  // What every field shares: its label, its id, and its error shown under it.
  const fieldProps = (field: Field) => ({
    ...register(field),
    id: `contact-${field}`,
    label: t(field),
    error: Boolean(errors[field]),
    helperText: errorText(field),
  });

  const onSubmit = async (values: ContactRequest) => {
    setFailure(null);
    try {
      const res = await fetch(`/api/jobboard/${board.key}/contact?lg=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(values),
      });
      const body = (await res.json().catch(() => ({}))) as {
        message?: string;
        errors?: Record<string, string[]>;
      };
      if (res.status === 422 && body.errors) {
        for (const field of fields) {
          const first = body.errors[field]?.[0];
          if (first) setError(field, { type: 'server', message: first }, { shouldFocus: true });
        }
        return;
      }
      if (!res.ok) {
        setFailure(res.status === 429 && body.message ? body.message : t('error'));
        return;
      }
      reset(empty);
      setStatus('sent');
    } catch {
      setFailure(t('error'));
    }
  };

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
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-busy={isSubmitting}
    >
      <Stack spacing={2.5}>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextField {...fieldProps('name')} required autoComplete="name" />
        <TextField {...fieldProps('email')} type="email" required autoComplete="email" />
        <TextField {...fieldProps('subject')} />
        <TextField {...fieldProps('message')} required multiline minRows={6} />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {isSubmitting ? t('sending') : t('submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
