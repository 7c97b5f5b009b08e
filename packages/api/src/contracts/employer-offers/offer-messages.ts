import { minimumWageMessages } from './quebec-rules';

/** Field messages of the offer wizard's contracts (merged into the validation catalogue). */
export const offerMessages = {
  company_required: { fr: 'Choisissez une entreprise.', en: 'Choose a company.' },
  title_required_primary: {
    fr: 'Entrez le titre dans la langue principale de l’offre.',
    en: 'Enter the title in the offer’s primary language.',
  },
  description_required_primary: {
    fr: 'Entrez la description dans la langue principale de l’offre.',
    en: 'Enter the description in the offer’s primary language.',
  },
  title_too_long: {
    fr: 'Le titre doit compter au plus 150 caractères.',
    en: 'The title must be at most 150 characters.',
  },
  offer_description_too_long: {
    fr: 'La description doit compter au plus 100 000 caractères (mise en forme comprise).',
    en: 'The description must be at most 100,000 characters (formatting included).',
  },
  category_required: { fr: 'Choisissez une catégorie.', en: 'Choose a category.' },
  specializations_required: {
    fr: 'Choisissez de 1 à 10 spécialisations.',
    en: 'Choose 1 to 10 specializations.',
  },
  schedules_required: {
    fr: 'Choisissez au moins un horaire.',
    en: 'Choose at least one schedule.',
  },
  too_many_choices: { fr: 'Vous avez choisi trop d’éléments.', en: 'You chose too many items.' },
  city_required: { fr: 'Choisissez la ville.', en: 'Choose the city.' },
  salary_required: { fr: 'Entrez le salaire minimum offert.', en: 'Enter the lowest pay offered.' },
  salary_invalid: {
    fr: 'Entrez un montant en dollars canadiens, plus grand que zéro.',
    en: 'Enter an amount in Canadian dollars, greater than zero.',
  },
  salary_too_high_hour: {
    fr: 'Un salaire horaire doit être d’au plus 500 $.',
    en: 'An hourly wage must be at most $500.',
  },
  salary_too_high_year: {
    fr: 'Un salaire annuel doit être d’au plus 1 000 000 $.',
    en: 'A yearly salary must be at most $1,000,000.',
  },
  salary_max_below_min: {
    fr: 'Le maximum doit être plus grand ou égal au minimum.',
    en: 'The maximum must be greater than or equal to the minimum.',
  },
  positions_invalid: {
    fr: 'Entrez un nombre de postes de 1 à 999.',
    en: 'Enter a number of positions from 1 to 999.',
  },
  date_invalid: { fr: 'Entrez une date valide.', en: 'Enter a valid date.' },
  deadline_past: {
    fr: 'La date limite ne peut pas être passée.',
    en: 'The deadline cannot be in the past.',
  },
  postal_code_invalid: {
    fr: 'Entrez un code postal canadien, par exemple H2X 1Y4.',
    en: 'Enter a Canadian postal code, for example H2X 1Y4.',
  },
  apply_url_invalid: {
    fr: 'Entrez une adresse Web complète commençant par https://.',
    en: 'Enter a full web address starting with https://.',
  },
  language_reason_required: {
    fr: 'Expliquez pourquoi le poste exige une autre langue que le français (Charte de la langue française).',
    en: 'Explain why the job requires a language other than French (Charter of the French language).',
  },
  language_reason_too_long: {
    fr: 'La raison doit compter au plus 500 caractères.',
    en: 'The reason must be at most 500 characters.',
  },
  french_title_missing: {
    fr: 'Le titre en français est requis pour publier l’offre.',
    en: 'The French title is required to publish the offer.',
  },
  french_description_missing: {
    fr: 'La description en français est requise pour publier l’offre.',
    en: 'The French description is required to publish the offer.',
  },
  language_reason_missing: {
    fr: 'La raison d’exiger une autre langue que le français est requise pour publier l’offre.',
    en: 'The reason for requiring a language other than French is required to publish the offer.',
  },
  attributes_missing: {
    fr: 'La catégorie et l’horaire sont requis pour publier l’offre.',
    en: 'The category and the schedule are required to publish the offer.',
  },
  specifications_missing: {
    fr: 'La ville et le salaire sont requis pour publier l’offre.',
    en: 'The city and the pay are required to publish the offer.',
  },
  below_minimum_wage: {
    fr: 'Le salaire offert est inférieur au salaire minimum du Québec.',
    en: 'The pay offered is below Quebec’s minimum wage.',
  },
  volunteer_with_pay: {
    fr: 'Un poste bénévole n’est pas rémunéré\u00a0: retirez l’horaire «\u00a0Bénévole\u00a0» d’une offre qui indique un salaire.',
    en: 'A volunteer position is unpaid: remove the “Volunteer” schedule from an offer that states a pay.',
  },
  deadline_passed: {
    fr: 'La date limite de candidature est passée.',
    en: 'The application deadline has passed.',
  },
  ...(minimumWageMessages as Record<`below_minimum_wage_${string}`, { fr: string; en: string }>),
};
