'use client';

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  get,
  useController,
  useFormState,
  type Control,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { inLocale } from '@jobboard/api/contracts/screening-answer-text';
import {
  SCREENING_TEXT_MAX,
  type ScreeningQuestionDto,
} from '@jobboard/api/contracts/screening-questions';
import type { Locale } from '@jobboard/tenancy/board-config';
import { fieldMessage } from '@/modules/forms';

/** What the apply forms hold: one value per question, in the offer's order. */
export interface AnswersForm extends FieldValues {
  answers: { question_id: string; value: string }[];
}

export const blankAnswers = (questions: ScreeningQuestionDto[]) =>
  questions.map((q) => ({ question_id: q.id, value: '' }));

function AnswerField({
  control,
  question,
  index,
}: {
  control: Control<AnswersForm>;
  question: ScreeningQuestionDto;
  index: number;
}) {
  const t = useTranslations('apply.screening');
  const locale = useLocale() as Locale;
  const { field, fieldState } = useController({
    control,
    name: `answers.${index}.value` as Path<AnswersForm>,
  });
  // The server names a question by its id (`answers.<id>`); the form by its position.
  const { errors } = useFormState({ control });
  const serverError = get(errors, `answers.${question.id}`) as
    { message?: string; type?: string } | undefined;
  // A server message goes once the answer changes, and comes back with the next refusal.
  const [answered, setAnswered] = useState<object | undefined>(undefined);
  const shownServerError = serverError && serverError !== answered ? serverError : undefined;
  const message = fieldMessage(fieldState.error ?? shownServerError, locale);
  const onChange = (value: string) => {
    setAnswered(serverError);
    field.onChange(value);
  };
  const label = inLocale(question.label, locale);
  const value = typeof field.value === 'string' ? field.value : '';
  const testId = `screening-answer-${index}`;

  if (question.type === 'yes_no' || question.type === 'single_choice') {
    const options =
      question.type === 'yes_no'
        ? [
            { value: 'yes', label: t('yes') },
            { value: 'no', label: t('no') },
          ]
        : question.choices.map((c, i) => ({ value: String(i), label: inLocale(c, locale) }));
    return (
      <FormControl
        component="fieldset"
        error={Boolean(message)}
        required
        fullWidth
        sx={{ mt: 2 }}
        data-testid={testId}
      >
        <FormLabel component="legend">{label}</FormLabel>
        <RadioGroup
          row={question.type === 'yes_no'}
          name={field.name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={field.onBlur}
        >
          {options.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
          ))}
        </RadioGroup>
        {message ? <FormHelperText>{message}</FormHelperText> : null}
      </FormControl>
    );
  }
  const unit = question.unit ? inLocale(question.unit, locale) : '';
  return (
    <TextField
      fullWidth
      margin="normal"
      required
      label={label}
      name={field.name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message}
      slotProps={{
        htmlInput: {
          maxLength: question.type === 'short_text' ? SCREENING_TEXT_MAX : 20,
          inputMode: question.type === 'number' ? 'decimal' : undefined,
          'data-testid': testId,
        },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
      }}
    />
  );
}

/** The offer's screening questions in the candidate's language, on every apply form. */
export function ScreeningAnswerFields({
  control,
  questions,
}: {
  control: Control<AnswersForm>;
  questions: ScreeningQuestionDto[];
}) {
  const t = useTranslations('apply.screening');
  const locale = useLocale() as Locale;
  const { errors } = useFormState({ control });
  const listError = fieldMessage(
    (get(errors, 'answers') as { message?: string; type?: string } | undefined)?.message
      ? (get(errors, 'answers') as { message?: string; type?: string })
      : undefined,
    locale,
  );
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="screening-answers-heading" data-testid="screening-answers">
      <Typography id="screening-answers-heading" component="h2" variant="h6" sx={{ mt: 3 }}>
        {t('heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      {questions.map((q, i) => (
        <AnswerField key={q.id} control={control} question={q} index={i} />
      ))}
      {listError ? (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      ) : null}
    </section>
  );
}
