import type { EmployerOfferDto } from '@jobboard/api/contracts/employer-offers/offer-dto';
import type { OfferStep } from '@jobboard/api/contracts/employer-offers/offer-steps';
import { screeningFormValues } from './screening-form-values';

/** What each step's form holds, as typed (strings in number fields until the contract reads them). */
export type StepValues = Record<string, unknown>;
export type WizardValues = Record<OfferStep, StepValues>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : v);

/** The three forms' starting values: an offer's (edit), or empty ones (create). */
export function wizardValues(
  offer: EmployerOfferDto | null,
  defaults: { locale: 'fr' | 'en'; companyId: number | null },
): WizardValues {
  return {
    details: {
      company_id: offer?.company_id ?? defaults.companyId ?? '',
      is_confidential: offer?.is_confidential ?? false,
      primary_language: offer?.primary_language ?? defaults.locale,
      title_fr: offer?.title_fr ?? '',
      title_en: offer?.title_en ?? '',
      description_fr: offer?.description_fr ?? '',
      description_en: offer?.description_en ?? '',
    },
    attributes: {
      category_id: text(offer?.category_id),
      specialization_ids: offer?.specialization_ids ?? [],
      schedule_ids: offer?.schedule_ids ?? [],
      experience_id: text(offer?.experience_id),
      education_ids: offer?.education_ids ?? [],
      certification_ids: offer?.certification_ids ?? [],
      skill_ids: offer?.skill_ids ?? [],
    },
    specifications: {
      city_id: text(offer?.city_id),
      place_id: offer?.place_id ?? '',
      postal_code: offer?.postal_code ?? '',
      salary_period: offer?.salary_period ?? 'hour',
      salary_min: text(offer?.salary_min),
      salary_max: text(offer?.salary_max),
      tips: offer?.tips ?? false,
      shifts: offer?.shifts ?? [],
      positions: offer?.positions ?? 1,
      start_date: offer?.start_date ?? '',
      application_deadline: offer?.application_deadline ?? '',
      apply_method: offer?.apply_method ?? 'board',
      apply_url: offer?.apply_url ?? '',
      apply_email: offer?.apply_email ?? '',
      requires_other_language: offer?.requires_other_language ?? false,
      language_reason_fr: offer?.language_reason_fr ?? '',
      language_reason_en: offer?.language_reason_en ?? '',
      screening_questions: screeningFormValues(offer?.screening_questions ?? []),
    },
  };
}
