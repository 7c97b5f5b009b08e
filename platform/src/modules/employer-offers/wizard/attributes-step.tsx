'use client';

import MenuItem from '@mui/material/MenuItem';
import { useLocale, useTranslations } from 'next-intl';
import { offerAttributesSchema } from '@jobboard/api/contracts/employer-offers/offer-steps';
import type { Locale } from '@jobboard/tenancy/board-config';
import { FormTextField, useContractForm } from '@/modules/forms';
import { ChoiceGroupField } from '../fields/choice-group-field';
import { OptionField } from '../fields/multi-select-field';
import type { StepFormProps } from './step-props';
import type { StepValues } from './wizard-values';
import { StepActions } from './step-actions';
import { useDraftEdits } from './use-draft-edits';
import { useSaveStep } from './use-save-step';

/** Step 2: category, specializations, schedule, experience, education, certifications, skills. */
export function AttributesStep({
  defaultValues,
  offerId,
  options,
  onSaved,
  onEdit,
  onBack,
}: StepFormProps) {
  const t = useTranslations('employer-offers.attributes');
  const locale = useLocale() as Locale;
  const save = useSaveStep();
  const form = useContractForm({
    schema: offerAttributesSchema,
    defaultValues: defaultValues as never,
    submit: async (values): Promise<void> => {
      // The step as typed, kept before the call: a session that ended loses nothing.
      onEdit?.(form.getValues() as StepValues);
      onSaved(await save('attributes', values, offerId), values as StepValues);
    },
  });
  useDraftEdits(form.watch, onEdit);
  const { control, formState, formProps } = form;
  const ofType = (type: string) =>
    options.attributes
      .filter((a) => a.type === type)
      .map((a) => ({ id: a.id, label: a.label[locale] }));
  const noOptionsText = t('noOptions');

  return (
    <form {...formProps} data-testid="offer-attributes-form" aria-labelledby="offer-step-title">
      <FormTextField control={control} name="category_id" label={t('category')} select required>
        {ofType('category').map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.label}
          </MenuItem>
        ))}
      </FormTextField>
      <OptionField
        control={control}
        name="specialization_ids"
        label={t('specializations')}
        helperText={t('specializationsHelp')}
        options={ofType('specialization')}
        many
        required
        noOptionsText={noOptionsText}
      />
      <ChoiceGroupField
        control={control}
        name="schedule_ids"
        label={t('schedule')}
        many
        required
        choices={ofType('schedule').map((s) => ({ value: s.id, label: s.label }))}
      />
      <FormTextField control={control} name="experience_id" label={t('experience')} select>
        <MenuItem value="">{t('noExperience')}</MenuItem>
        {options.experiences.map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {e.label[locale]}
          </MenuItem>
        ))}
      </FormTextField>
      <OptionField
        control={control}
        name="education_ids"
        label={t('education')}
        options={ofType('education')}
        many
        noOptionsText={noOptionsText}
      />
      <OptionField
        control={control}
        name="certification_ids"
        label={t('certifications')}
        options={ofType('certification')}
        many
        noOptionsText={noOptionsText}
      />
      <OptionField
        control={control}
        name="skill_ids"
        label={t('skills')}
        options={ofType('skill')}
        many
        noOptionsText={noOptionsText}
      />
      <StepActions
        pending={formState.isSubmitting}
        onBack={onBack ? () => onBack(form.getValues()) : undefined}
      />
    </form>
  );
}
