'use client';

import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';
import {
  offerSpecificationsSchema,
  wizardShifts,
} from '@jobboard/api/contracts/employer-offers/offer-steps';
import { POSTAL_CODE_INPUT_MAX } from '@jobboard/api/contracts/postal-code-rules';
import type { Locale } from '@jobboard/tenancy/board-config';
import { FormTextField, useContractForm } from '@/modules/forms';
import { CheckboxField } from '../fields/checkbox-field';
import { ChoiceGroupField } from '../fields/choice-group-field';
import { OptionField } from '../fields/multi-select-field';
import { OfferPlaceField } from '../fields/offer-place-field';
import type { ScreeningForm } from './screening-form-values';
import { ScreeningQuestionsEditor } from './screening-questions-editor';
import type { StepFormProps } from './step-props';
import type { StepValues } from './wizard-values';
import { StepActions } from './step-actions';
import { useDraftEdits } from './use-draft-edits';
import { useSaveStep } from './use-save-step';

const money = (n: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
  }).format(n);

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="h6" sx={{ mt: 3 }}>
      {children}
    </Typography>
  );
}

/** Step 3: where, pay, shifts, positions, dates, how to apply and the language requirement. */
export function SpecificationsStep({
  defaultValues,
  offerId,
  options,
  onSaved,
  onEdit,
  onBack,
  initialAddress,
}: StepFormProps & { initialAddress: string | null }) {
  const t = useTranslations('employer-offers.specifications');
  const locale = useLocale() as Locale;
  const save = useSaveStep();
  const form = useContractForm({
    schema: offerSpecificationsSchema,
    defaultValues: defaultValues as never,
    submit: async (values): Promise<void> => {
      // The step as typed, kept before the call: a session that ended loses nothing.
      onEdit?.(form.getValues() as StepValues);
      onSaved(await save('specifications', values, offerId), values as StepValues);
    },
  });
  useDraftEdits(form.watch, onEdit);
  const { control, formState, formProps, watch } = form;
  const applyMethod = watch('apply_method');
  const otherLanguage = watch('requires_other_language');
  const wage = options.minimumWage;
  const date = { inputLabel: { shrink: true } } as const;

  return (
    <form {...formProps} data-testid="offer-specifications-form" aria-labelledby="offer-step-title">
      <Heading>{t('where')}</Heading>
      <OptionField
        control={control}
        name="city_id"
        label={t('city')}
        options={options.cities}
        required
        noOptionsText={t('noPlace')}
      />
      <OfferPlaceField control={control} name="place_id" initialAddress={initialAddress} />
      <FormTextField
        control={control}
        name="postal_code"
        label={t('postalCode')}
        helperText={t('postalCodeHelp')}
        autoComplete="postal-code"
        slotProps={{
          htmlInput: {
            maxLength: POSTAL_CODE_INPUT_MAX,
            autoCapitalize: 'characters',
            spellCheck: false,
          },
        }}
        sx={{ maxWidth: { sm: 320 } }}
      />

      <Heading>{t('pay')}</Heading>
      <Alert severity="info" sx={{ my: 1 }}>
        {t('minimumWage', {
          general: money(wage.general, locale),
          tipped: money(wage.tipped, locale),
          since: new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
            dateStyle: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${wage.effective}T00:00:00Z`)),
        })}
      </Alert>
      <ChoiceGroupField
        control={control}
        name="salary_period"
        label={t('period')}
        required
        choices={[
          { value: 'hour', label: t('periods.hour') },
          { value: 'year', label: t('periods.year') },
        ]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <FormTextField
          control={control}
          name="salary_min"
          label={t('salaryMin')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          control={control}
          name="salary_max"
          label={t('salaryMax')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>
      <CheckboxField control={control} name="tips" label={t('tips')} />
      <ChoiceGroupField
        control={control}
        name="shifts"
        label={t('shifts')}
        many
        choices={wizardShifts.map((s) => ({ value: s, label: t(`shiftNames.${s}`) }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <FormTextField
          control={control}
          name="positions"
          label={t('positions')}
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 999 } }}
        />
        <FormTextField
          control={control}
          name="start_date"
          label={t('startDate')}
          type="date"
          slotProps={date}
        />
        <FormTextField
          control={control}
          name="application_deadline"
          label={t('deadline')}
          type="date"
          slotProps={date}
        />
      </Stack>

      <Heading>{t('apply')}</Heading>
      <ChoiceGroupField
        control={control}
        name="apply_method"
        label={t('apply')}
        required
        choices={(['board', 'url', 'email'] as const).map((m) => ({
          value: m,
          label: t(`applyMethods.${m}`),
        }))}
      />
      {applyMethod === 'url' ? (
        <FormTextField
          control={control}
          name="apply_url"
          label={t('applyUrl')}
          type="url"
          required
        />
      ) : null}
      {applyMethod === 'email' ? (
        <FormTextField
          control={control}
          name="apply_email"
          label={t('applyEmail')}
          type="email"
          required
        />
      ) : null}

      <CheckboxField
        control={control}
        name="requires_other_language"
        label={t('otherLanguage')}
        helperText={t('otherLanguageHelp')}
      />
      {otherLanguage ? (
        <>
          <FormTextField
            control={control}
            name="language_reason_fr"
            label={t('reasonFr')}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { lang: 'fr-CA', maxLength: 500 } }}
          />
          <FormTextField
            control={control}
            name="language_reason_en"
            label={t('reasonEn')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { lang: 'en-CA', maxLength: 500 } }}
          />
        </>
      ) : null}
      <ScreeningQuestionsEditor control={control as unknown as Control<ScreeningForm>} />
      <StepActions
        pending={formState.isSubmitting}
        onBack={onBack ? () => onBack(form.getValues()) : undefined}
        last
      />
    </form>
  );
}
