'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import {
  get,
  useController,
  useFieldArray,
  useFormState,
  useWatch,
  type Control,
  type Path,
} from 'react-hook-form';
import {
  SCREENING_CHOICES_MAX,
  SCREENING_CHOICE_MAX,
  SCREENING_LABEL_MAX,
  SCREENING_QUESTIONS_MAX,
  SCREENING_TEXT_MAX,
  SCREENING_UNIT_MAX,
  screeningQuestionTypes,
} from '@jobboard/api/contracts/screening-questions';
import type { Locale } from '@jobboard/tenancy/board-config';
import { FormTextField, fieldMessage } from '@/modules/forms';
import { CheckboxField } from '../fields/checkbox-field';
import type { ScreeningForm, ScreeningQuestionFormValue } from './screening-form-values';

const blank = (): ScreeningQuestionFormValue => ({
  id: '',
  type: 'yes_no',
  label: { fr: '', en: '' },
  choices: [],
  unit: { fr: '', en: '' },
  knockout: false,
  expected: '',
});

const both = { fr: '', en: '' };

/** A native select: the phone's own picker, and a plain <select> for keyboards and readers. */
function SelectField({
  control,
  name,
  label,
  options,
  testId,
}: {
  control: Control<ScreeningForm>;
  name: Path<ScreeningForm>;
  label: string;
  options: { value: string; label: string }[];
  testId?: string;
}) {
  const locale = useLocale() as Locale;
  const { field, fieldState } = useController({ control, name });
  const message = fieldMessage(fieldState.error, locale);
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={label}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId } }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** One error that belongs to a list rather than a field (too many questions, too few choices). */
function ListError({ control, name }: { control: Control<ScreeningForm>; name: string }) {
  const locale = useLocale() as Locale;
  const { errors } = useFormState({ control, name: name as Path<ScreeningForm> });
  const error = get(errors, name) as { message?: string; type?: string } | undefined;
  const message = fieldMessage(error?.message ? error : error && get(error, 'root'), locale);
  return message ? <FormHelperText error>{message}</FormHelperText> : null;
}

function BilingualFields({
  control,
  name,
  label,
  max,
  required,
}: {
  control: Control<ScreeningForm>;
  name: string;
  label: { fr: string; en: string };
  max: number;
  required?: boolean;
}) {
  return (
    // A flex gap, not Stack's spacing: that zeroes the fields' own margins when stacked.
    <Box
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, columnGap: 2, flex: 1 }}
    >
      <FormTextField
        control={control}
        name={`${name}.fr` as Path<ScreeningForm>}
        label={label.fr}
        required={required}
        slotProps={{ htmlInput: { lang: 'fr-CA', maxLength: max } }}
      />
      <FormTextField
        control={control}
        name={`${name}.en` as Path<ScreeningForm>}
        label={label.en}
        required={required}
        slotProps={{ htmlInput: { lang: 'en-CA', maxLength: max } }}
      />
    </Box>
  );
}

function ChoicesEditor({ control, index }: { control: Control<ScreeningForm>; index: number }) {
  const t = useTranslations('employer-offers.screening');
  const name = `screening_questions.${index}.choices` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle2">
        {t('choices')}
      </Typography>
      {fields.map((choice, i) => (
        <Stack
          key={choice.id}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, columnGap: 1 }}
          useFlexGap
        >
          <BilingualFields
            control={control}
            name={`${name}.${i}`}
            label={{ fr: t('choiceFr', { n: i + 1 }), en: t('choiceEn', { n: i + 1 }) }}
            max={SCREENING_CHOICE_MAX}
            required
          />
          <Button
            size="small"
            color="inherit"
            onClick={() => remove(i)}
            aria-label={t('removeChoice', { n: i + 1 })}
            sx={{ mt: { sm: 3 }, flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('remove')}
          </Button>
        </Stack>
      ))}
      <ListError control={control} name={name} />
      <Button
        size="small"
        onClick={() => append({ ...both })}
        disabled={fields.length >= SCREENING_CHOICES_MAX}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`screening-add-choice-${index}`}
      >
        {t('addChoice')}
      </Button>
    </Stack>
  );
}

function ExpectedField({ control, index }: { control: Control<ScreeningForm>; index: number }) {
  const t = useTranslations('employer-offers.screening');
  const locale = useLocale() as Locale;
  const question = useWatch({ control, name: `screening_questions.${index}` });
  const name = `screening_questions.${index}.expected` as const;
  const testId = `screening-expected-${index}`;
  if (question.type === 'yes_no' || question.type === 'single_choice') {
    const options =
      question.type === 'yes_no'
        ? [
            { value: 'yes', label: t('yes') },
            { value: 'no', label: t('no') },
          ]
        : (question.choices ?? []).map((c, i) => ({
            value: String(i),
            label: c[locale] || c[locale === 'fr' ? 'en' : 'fr'] || t('choiceN', { n: i + 1 }),
          }));
    return (
      <SelectField
        control={control}
        name={name}
        label={t('expected')}
        options={[{ value: '', label: t('expectedNone') }, ...options]}
        testId={testId}
      />
    );
  }
  return (
    <FormTextField
      control={control}
      name={name}
      label={question.type === 'number' ? t('expectedMinimum') : t('expected')}
      helperText={question.type === 'number' ? t('expectedMinimumHelp') : t('expectedTextHelp')}
      slotProps={{
        htmlInput: {
          maxLength: SCREENING_TEXT_MAX,
          inputMode: question.type === 'number' ? 'decimal' : undefined,
          'data-testid': testId,
        },
      }}
    />
  );
}

function QuestionEditor({
  control,
  index,
  onRemove,
}: {
  control: Control<ScreeningForm>;
  index: number;
  onRemove: () => void;
}) {
  const t = useTranslations('employer-offers.screening');
  const type = useWatch({ control, name: `screening_questions.${index}.type` });
  const knockout = useWatch({ control, name: `screening_questions.${index}.knockout` });
  const base = `screening_questions.${index}`;
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{ p: 2, mt: 2, mx: 0 }}
      data-testid={`screening-question-${index}`}
    >
      <Typography
        component="legend"
        variant="subtitle1"
        sx={{ float: 'left', p: 0, fontWeight: 600, lineHeight: '30px' }}
      >
        {t('questionN', { n: index + 1 })}
      </Typography>
      <Button
        size="small"
        color="inherit"
        onClick={onRemove}
        aria-label={t('removeQuestion', { n: index + 1 })}
        sx={{ float: 'right' }}
      >
        {t('remove')}
      </Button>
      <Box sx={{ clear: 'both' }} />
      <SelectField
        control={control}
        name={`${base}.type` as Path<ScreeningForm>}
        label={t('type')}
        options={screeningQuestionTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
        testId={`screening-type-${index}`}
      />
      <BilingualFields
        control={control}
        name={`${base}.label`}
        label={{ fr: t('labelFr'), en: t('labelEn') }}
        max={SCREENING_LABEL_MAX}
        required
      />
      {type === 'single_choice' ? <ChoicesEditor control={control} index={index} /> : null}
      {type === 'number' ? (
        <BilingualFields
          control={control}
          name={`${base}.unit`}
          label={{ fr: t('unitFr'), en: t('unitEn') }}
          max={SCREENING_UNIT_MAX}
        />
      ) : null}
      <CheckboxField
        control={control}
        name={`${base}.knockout` as Path<ScreeningForm>}
        label={t('knockout')}
        helperText={t('knockoutHelp')}
      />
      {knockout ? <ExpectedField control={control} index={index} /> : null}
    </Paper>
  );
}

/**
 * The specifications step's screening questions (issue 42): up to five, each in both languages;
 * a knockout's expected answer flags the applications that miss it, it never refuses them.
 */
export function ScreeningQuestionsEditor({ control }: { control: Control<ScreeningForm> }) {
  const t = useTranslations('employer-offers.screening');
  const { fields, append, remove } = useFieldArray({ control, name: 'screening_questions' });
  return (
    <section aria-labelledby="screening-questions-heading" data-testid="screening-questions">
      <Typography id="screening-questions-heading" component="h3" variant="h6" sx={{ mt: 3 }}>
        {t('heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('intro', { max: SCREENING_QUESTIONS_MAX })}
      </Typography>
      {fields.map((question, index) => (
        <QuestionEditor
          key={question.id}
          control={control}
          index={index}
          onRemove={() => remove(index)}
        />
      ))}
      <ListError control={control} name="screening_questions" />
      <Button
        variant="outlined"
        size="small"
        sx={{ mt: 2 }}
        onClick={() => append(blank())}
        disabled={fields.length >= SCREENING_QUESTIONS_MAX}
        data-testid="screening-add"
      >
        {t('add')}
      </Button>
    </section>
  );
}
