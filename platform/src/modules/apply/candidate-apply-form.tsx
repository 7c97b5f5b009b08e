'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { applySchema } from '@jobboard/api/contracts/applications';
import type { DocumentDto } from '@jobboard/api/contracts/profile/documents';
import type { ScreeningQuestionDto } from '@jobboard/api/contracts/screening-questions';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { FormTextField, SubmitButton, fieldMessage, useContractForm } from '@/modules/forms';
import { ApiRequestError, uploadWithProgress, useApiFetch } from '@/modules/http';
import { ApplySuccess } from './apply-success';
import { markJustApplied } from './just-applied';
import { ConsentField } from './consent-field';
import { ScreeningAnswerFields, blankAnswers, type AnswersForm } from './screening-answer-fields';
import { myApplicationsKey } from './my-applications-key';
import { PrivacyNotice, usePrivacyNotice } from '@/modules/privacy-notice';

const MAX_MB = 8;
type LetterMode = 'none' | 'document' | 'typed';

/** The signed-in candidate's form: a resume (latest first), an optional letter and message. */
export function CandidateApplyForm({
  offerId,
  documents,
  profilePath,
  questions,
}: {
  offerId: number;
  documents: DocumentDto[];
  profilePath: string;
  /** The offer's screening questions (none: no section). */
  questions: ScreeningQuestionDto[];
}) {
  const t = useTranslations('apply');
  const privacy = usePrivacyNotice('apply');
  const th = useTranslations('http');
  const locale = useLocale() as Locale;
  const format = useFormatter();
  const board = useBoard();
  const api = useApiFetch();
  const { mutate } = useSWRConfig();
  const [docs, setDocs] = useState(documents);
  const [letterMode, setLetterMode] = useState<LetterMode>('none');
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<{ name: string; fraction: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const resumes = docs.filter((d) => d.type === 'resume');
  const letters = docs.filter((d) => d.type === 'cover_letter');

  const { control, formState, formProps, setValue } = useContractForm({
    schema: applySchema,
    defaultValues: {
      resume: resumes[0]?.id ?? '',
      cover_letter_id: '',
      cover_letter_text: '',
      message: '',
      consent: false,
      answers: blankAnswers(questions),
    },
    submit: async (values) => {
      setFormError(null);
      await api(
        apiPath(
          '/jobboard/{board}/offers/{id}/apply',
          { board: board.key, id: offerId },
          { lg: locale },
        ),
        {
          method: 'POST',
          body: {
            ...values,
            lg: locale,
            cover_letter_id: letterMode === 'document' ? values.cover_letter_id : undefined,
            cover_letter_text: letterMode === 'typed' ? values.cover_letter_text : undefined,
          },
        },
      );
      markJustApplied(offerId, false);
      setDone(true);
      await mutate(myApplicationsKey(board.key, locale));
    },
    onOtherError: (error) => {
      if (error instanceof ApiRequestError && !error.toasted) {
        setFormError(error.body.message ?? th('generic'));
      }
    },
  });

  async function upload(file: File) {
    setUploadError(null);
    setUploading({ name: file.name, fraction: 0 });
    const form = new FormData();
    form.set('file', file);
    form.set('type', 'resume');
    try {
      const { data } = await uploadWithProgress<{ data: DocumentDto }>(
        apiPath('/jobboard/{board}/user/documents', { board: board.key }, { lg: locale }),
        form,
        {
          invalidGrant: th('invalidGrant'),
          unauthorized: th('unauthorized'),
          fileSizeExceeded: th('fileSizeExceeded'),
          generic: th('generic'),
        },
        (fraction) => setUploading({ name: file.name, fraction }),
      );
      setDocs((list) => [data, ...list]);
      setValue('resume', data.id, { shouldValidate: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        setUploadError(
          Object.values(error.body.errors ?? {})
            .flat()
            .join(' '),
        );
      }
    } finally {
      setUploading(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  if (done) return <ApplySuccess profilePath={profilePath} />;

  return (
    <Box component="form" {...formProps} sx={{ mt: 3 }} data-testid="candidate-apply-form">
      <Controller
        control={control}
        name="resume"
        render={({ field, fieldState }) => {
          const message = fieldMessage(fieldState.error, locale);
          return (
            <FormControl error={Boolean(message)} fullWidth component="fieldset">
              <FormLabel component="legend">{t('resume.legend')}</FormLabel>
              {resumes.length === 0 ? (
                <Typography color="text.secondary" sx={{ my: 1 }}>
                  {t('resume.none')}
                </Typography>
              ) : (
                <RadioGroup
                  name={field.name}
                  value={String(field.value ?? '')}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                >
                  {resumes.map((doc) => (
                    <FormControlLabel
                      key={doc.id}
                      value={String(doc.id)}
                      control={<Radio />}
                      label={
                        <span>
                          {doc.name}{' '}
                          <Typography component="span" variant="body2" color="text.secondary">
                            (
                            {t('resume.added', {
                              date: format.dateTime(new Date(doc.created_at), {
                                dateStyle: 'medium',
                              }),
                            })}
                            )
                          </Typography>
                        </span>
                      }
                    />
                  ))}
                </RadioGroup>
              )}
              {message ? <FormHelperText>{message}</FormHelperText> : null}
            </FormControl>
          );
        }}
      />
      <Box sx={{ mt: 1 }}>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept=".pdf,.docx,.doc"
          data-testid="apply-resume-upload"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button
          variant="outlined"
          size="small"
          onClick={() => fileInput.current?.click()}
          disabled={uploading !== null}
        >
          {t('resume.upload')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('resume.accepted', { max: MAX_MB })}
        </Typography>
        {uploading ? (
          <Box role="status" sx={{ mt: 1 }}>
            <Typography variant="body2">
              {t('resume.uploading', { name: uploading.name })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(uploading.fraction * 100)}
              aria-label={t('resume.uploading', { name: uploading.name })}
            />
          </Box>
        ) : null}
        {uploadError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {uploadError}
          </Alert>
        ) : null}
      </Box>

      <FormControl component="fieldset" fullWidth sx={{ mt: 3 }}>
        <FormLabel component="legend">{t('coverLetter.legend')}</FormLabel>
        <RadioGroup
          row
          name="cover_letter_mode"
          value={letterMode}
          onChange={(e) => setLetterMode(e.target.value as LetterMode)}
        >
          <FormControlLabel value="none" control={<Radio />} label={t('coverLetter.none')} />
          {letters.length > 0 ? (
            <FormControlLabel
              value="document"
              control={<Radio />}
              label={t('coverLetter.document')}
            />
          ) : null}
          <FormControlLabel value="typed" control={<Radio />} label={t('coverLetter.typed')} />
        </RadioGroup>
      </FormControl>
      {letterMode === 'document' ? (
        <Controller
          control={control}
          name="cover_letter_id"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              margin="normal"
              label={t('coverLetter.choose')}
              name={field.name}
              value={String(field.value ?? '')}
              onChange={(e) => field.onChange(Number(e.target.value))}
            >
              {letters.map((doc) => (
                <MenuItem key={doc.id} value={String(doc.id)}>
                  {doc.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : null}
      {letterMode === 'typed' ? (
        <FormTextField
          control={control}
          name="cover_letter_text"
          label={t('coverLetter.text')}
          multiline
          minRows={5}
        />
      ) : null}
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
      <SubmitButton pending={formState.isSubmitting || uploading !== null}>
        {formState.isSubmitting ? t('sending') : t('submit')}
      </SubmitButton>
    </Box>
  );
}
