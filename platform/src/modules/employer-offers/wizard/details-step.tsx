'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/modules/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { offerDetailsSchema } from '@jobboard/api/contracts/employer-offers/offer-steps';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { FormTextField, fieldMessage, useContractForm } from '@/modules/forms';
import { RichTextEditor } from '@/modules/rich-text-editor';
import { CheckboxField } from '../fields/checkbox-field';
import { ChoiceGroupField } from '../fields/choice-group-field';
import type { StepFormProps } from './step-props';
import type { StepValues } from './wizard-values';
import { StepActions } from './step-actions';
import { TitleField } from '../fields/title-field';
import { useDraftEdits } from './use-draft-edits';
import { useSaveStep } from './use-save-step';
import { companyLabel } from './wizard-options';

/** Step 1: the company, the texts in each language and the primary language. */
export function DetailsStep({ defaultValues, offerId, options, onSaved, onEdit }: StepFormProps) {
  const t = useTranslations('employer-offers.details');
  const locale = useLocale() as Locale;
  const save = useSaveStep();
  const form = useContractForm({
    schema: offerDetailsSchema,
    defaultValues: defaultValues as never,
    submit: async (values): Promise<void> => {
      // The step as typed, kept before the call: a session that ended loses nothing.
      onEdit?.(form.getValues() as StepValues);
      onSaved(await save('details', values, offerId), values as StepValues);
    },
  });
  useDraftEdits(form.watch, onEdit);
  const { control, formState, formProps, watch } = form;
  const primary = watch('primary_language') as 'fr' | 'en';

  return (
    <form {...formProps} data-testid="offer-details-form" aria-labelledby="offer-step-title">
      {options.companies.length === 0 ? (
        <Alert
          severity="info"
          sx={{ my: 2 }}
          action={
            <Button component={AppLink} href={pathFor(locale, '/employer/create-company')}>
              {t('createCompany')}
            </Button>
          }
        >
          {t('noCompany')}
        </Alert>
      ) : null}
      <FormTextField control={control} name="company_id" label={t('company')} select required>
        {options.companies.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {companyLabel(c.name, locale)}
          </MenuItem>
        ))}
      </FormTextField>
      <CheckboxField control={control} name="is_confidential" label={t('confidential')} />
      <ChoiceGroupField
        control={control}
        name="primary_language"
        label={t('primaryLanguage')}
        required
        choices={[
          { value: 'fr', label: t('languages.fr') },
          { value: 'en', label: t('languages.en') },
        ]}
      />
      {(['fr', 'en'] as const).map((lang) => (
        <section key={lang} aria-labelledby={`offer-version-${lang}`}>
          <Typography id={`offer-version-${lang}`} component="h3" variant="h6" sx={{ mt: 3 }}>
            {t(lang === 'fr' ? 'french' : 'english')}
          </Typography>
          {lang === 'fr' ? (
            <Typography variant="body2" color="text.secondary">
              {t('frenchHelp')}
            </Typography>
          ) : null}
          <TitleField
            control={control}
            name={`title_${lang}`}
            label={t(lang === 'fr' ? 'titleFr' : 'titleEn')}
            language={lang}
            required={primary === lang}
            helperText={t('titleHelp')}
          />
          <Controller
            control={control}
            name={`description_${lang}`}
            render={({ field, fieldState }) => {
              const error = fieldMessage(fieldState.error, locale);
              return (
                <RichTextEditor
                  id={`description-${lang}`}
                  name={field.name}
                  label={t(lang === 'fr' ? 'descriptionFr' : 'descriptionEn')}
                  value={(field.value as string | undefined) ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  required={primary === lang}
                  lang={lang === 'fr' ? 'fr-CA' : 'en-CA'}
                  {...(error ? { error } : {})}
                />
              );
            }}
          />
        </section>
      ))}
      <StepActions pending={formState.isSubmitting} />
    </form>
  );
}
