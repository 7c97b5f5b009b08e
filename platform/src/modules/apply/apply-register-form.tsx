'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { applyRegisterSchema } from '@jobboard/api/contracts/applications';
import type { ScreeningQuestionDto } from '@jobboard/api/contracts/screening-questions';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { FormTextField, SubmitButton, fieldMessage, useContractForm } from '@/modules/forms';
import { ApiRequestError, uploadWithProgress } from '@/modules/http';
import { useMe, type AccountUser } from '@/modules/session';
import { ApplySuccess } from './apply-success';
import { markJustApplied } from './just-applied';
import { ConsentField } from './consent-field';
import { ScreeningAnswerFields, blankAnswers, type AnswersForm } from './screening-answer-fields';
import { PrivacyNotice, usePrivacyNotice } from '@/modules/privacy-notice';

/**
 * A visitor applies and registers in one form. The account, the resume and the application are
 * made in one transaction by the API; an address that already has an account gets a message
 * with a login link, and everything typed stays in the form.
 */
export function ApplyRegisterForm({
  offerId,
  profilePath,
  loginHref,
  questions,
}: {
  offerId: number;
  profilePath: string;
  /** The offer's screening questions (none: no section). */
  questions: ScreeningQuestionDto[];
  /** The login page, coming back to this apply page. */
  loginHref: string;
}) {
  const t = useTranslations('apply');
  const privacy = usePrivacyNotice('applyRegister');
  const ta = useTranslations('auth');
  const th = useTranslations('http');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const { setUser } = useMe();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [existing, setExisting] = useState(false);

  const { control, formState, formProps, setError } = useContractForm({
    schema: applyRegisterSchema,
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
      password: '',
      consent: false,
      message: '',
      answers: blankAnswers(questions),
    },
    submit: async (values) => {
      setFormError(null);
      setExisting(false);
      const form = new FormData();
      form.set('client', 'web');
      form.set('lg', locale);
      form.set('first_name', values.first_name);
      form.set('last_name', values.last_name);
      form.set('email', values.email);
      if (values.phone_number) form.set('phone_number', values.phone_number);
      form.set('password', values.password);
      form.set('consent', 'true');
      if (values.message) form.set('message', values.message);
      if (values.answers.length > 0) form.set('answers', JSON.stringify(values.answers));
      form.set('resume', values.resume);
      try {
        const { data } = await uploadWithProgress<{ data: AccountUser }>(
          apiPath(
            '/jobboard/{board}/offers/{id}/apply-register',
            { board: board.key, id: offerId },
            { lg: locale },
          ),
          form,
          {
            invalidGrant: th('invalidGrant'),
            unauthorized: th('unauthorized'),
            fileSizeExceeded: th('fileSizeExceeded'),
            generic: th('generic'),
          },
          () => undefined,
        );
        await setUser(data);
        markJustApplied(offerId, true);
        setDone(true);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 422 && error.body.errors?.email) {
          setExisting(true);
        }
        throw error;
      }
    },
    onOtherError: (error) => {
      if (!(error instanceof ApiRequestError)) return;
      // The file's own problems belong under the file.
      if (error.status === 415 || error.status === 413) {
        setError('resume', { type: 'server', message: error.body.message ?? th('generic') });
      } else if (error.status !== 429 && error.status < 500) {
        setFormError(error.body.message ?? th('generic'));
      }
    },
  });

  if (done) return <ApplySuccess profilePath={profilePath} registered />;

  return (
    <Box component="form" {...formProps} sx={{ mt: 3 }} data-testid="apply-register-form">
      <Typography variant="h6" component="h2">
        {t('register.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('register.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap>
        <FormTextField
          control={control}
          name="first_name"
          label={ta('fields.firstName')}
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={control}
          name="last_name"
          label={ta('fields.lastName')}
          autoComplete="family-name"
          required
        />
      </Stack>
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={ta('fields.email')}
        autoComplete="email"
        required
      />
      {existing ? (
        <Alert severity="info" data-testid="apply-existing-account">
          {t('register.existingAccount')}{' '}
          <Link href={loginHref} data-testid="apply-existing-login">
            {t('register.login')}
          </Link>
        </Alert>
      ) : null}
      <FormTextField
        control={control}
        name="phone_number"
        type="tel"
        label={ta('fields.phone')}
        autoComplete="tel"
      />
      <FormTextField
        control={control}
        name="password"
        type="password"
        label={ta('fields.password')}
        autoComplete="new-password"
        required
      />
      <Controller
        control={control}
        name="resume"
        render={({ field, fieldState }) => {
          const message = fieldMessage(fieldState.error, locale);
          const file = field.value as File | undefined;
          return (
            <FormControl error={Boolean(message)} fullWidth sx={{ mt: 2 }}>
              <FormLabel htmlFor={fileId} required>
                {t('register.resume')}
              </FormLabel>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
                <input
                  ref={(el) => {
                    fileInput.current = el;
                    field.ref(el);
                  }}
                  id={fileId}
                  type="file"
                  name="resume"
                  accept=".pdf,.docx,.doc"
                  hidden
                  data-testid="apply-register-file"
                  onChange={(e) => field.onChange(e.target.files?.[0])}
                />
                <Button
                  variant="outlined"
                  onClick={() => fileInput.current?.click()}
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                  {t('register.chooseFile')}
                </Button>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {file?.name ?? t('register.noFile')}
                </Typography>
              </Stack>
              <FormHelperText>{message ?? t('resume.accepted', { max: 8 })}</FormHelperText>
            </FormControl>
          );
        }}
      />
      <ScreeningAnswerFields
        control={control as unknown as Control<AnswersForm>}
        questions={questions}
      />
      <FormTextField control={control} name="message" label={t('message')} multiline minRows={3} />
      <PrivacyNotice {...privacy} />
      <ConsentField control={control} name="consent" />
      {formError ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="apply-error">
          {formError}
        </Alert>
      ) : null}
      <SubmitButton pending={formState.isSubmitting}>
        {formState.isSubmitting ? t('sending') : t('submit')}
      </SubmitButton>
      <Typography sx={{ mt: 2 }}>
        {t('register.haveAccount')}{' '}
        <Link href={loginHref} data-testid="apply-login">
          {t('register.login')}
        </Link>
      </Typography>
    </Box>
  );
}
