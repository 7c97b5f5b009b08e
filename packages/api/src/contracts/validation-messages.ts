import { offerMessages } from './employer-offers/offer-messages';
import { screeningMessages } from './screening-messages';

type Locale = 'fr' | 'en';

/**
 * Contracts carry message keys instead of sentences, so the API (422 bodies) and the forms
 * (zodResolver on the same contract) show the same text in the reader's language.
 */
export const validationMessages = {
  required: { fr: 'Ce champ est obligatoire.', en: 'This field is required.' },
  invalid: { fr: 'Cette valeur est invalide.', en: 'This value is invalid.' },
  email_invalid: {
    fr: 'Entrez une adresse courriel valide.',
    en: 'Enter a valid email address.',
  },
  name_too_long: {
    fr: 'Le nom doit compter au plus 120 caractères.',
    en: 'The name must be at most 120 characters.',
  },
  subject_too_long: {
    fr: "L'objet doit compter au plus 150 caractères.",
    en: 'The subject must be at most 150 characters.',
  },
  message_too_short: {
    fr: 'Le message doit compter au moins 10 caractères.',
    en: 'The message must be at least 10 characters.',
  },
  message_too_long: {
    fr: 'Le message doit compter au plus 5 000 caractères.',
    en: 'The message must be at most 5,000 characters.',
  },
  interview_in_past: {
    fr: 'Choisissez une date et une heure à venir.',
    en: 'Choose a date and time in the future.',
  },
  interview_duration: {
    fr: 'La durée doit être de 15 à 480 minutes.',
    en: 'The duration must be 15 to 480 minutes.',
  },
  interview_url_invalid: {
    fr: 'Entrez un lien web complet (https://…).',
    en: 'Enter a full web link (https://…).',
  },
  interview_place_or_link: {
    fr: 'Indiquez un lieu ou un lien de rencontre.',
    en: 'Give a place or a meeting link.',
  },
  interview_cancelled: {
    fr: 'Cette entrevue a été annulée.',
    en: 'This interview was cancelled.',
  },
  candidate_note_too_long: {
    fr: 'La note au candidat doit compter au plus 1\u00a0000 caractères.',
    en: 'The note to the candidate must be at most 1,000 characters.',
  },
  thread_message_too_long: {
    fr: 'Le message doit compter au plus 2\u00a0000 caractères.',
    en: 'The message must be at most 2,000 characters.',
  },
  password_too_short: {
    fr: 'Le mot de passe doit compter au moins 8 caractères.',
    en: 'The password must be at least 8 characters.',
  },
  password_too_long: {
    fr: 'Le mot de passe doit compter au plus 1 024 caractères.',
    en: 'The password must be at most 1,024 characters.',
  },
  password_common: {
    fr: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
    en: 'This password is too common. Please choose another one.',
  },
  passwords_mismatch: {
    fr: 'Les mots de passe ne correspondent pas.',
    en: 'The passwords do not match.',
  },
  current_password_wrong: {
    fr: 'Le mot de passe actuel est incorrect.',
    en: 'The current password is incorrect.',
  },
  email_taken: {
    fr: 'Un compte existe déjà avec cette adresse courriel.',
    en: 'An account already exists with this email address.',
  },
  email_too_long: {
    fr: "L'adresse courriel doit compter au plus 254 caractères.",
    en: 'The email address must be at most 254 characters.',
  },
  phone_invalid: {
    fr: 'Entrez un numéro de téléphone valide.',
    en: 'Enter a valid phone number.',
  },
  consent_required: {
    fr: 'Cochez cette case pour que nous puissions transmettre votre candidature.',
    en: 'Tick this box so that we can send your application.',
  },
  resume_unknown: {
    fr: 'Choisissez un de vos CV.',
    en: 'Choose one of your resumes.',
  },
  cover_letter_unknown: {
    fr: 'Choisissez une de vos lettres de présentation.',
    en: 'Choose one of your cover letters.',
  },
  cover_letter_too_long: {
    fr: 'La lettre doit compter au plus 10 000 caractères.',
    en: 'The letter must be at most 10,000 characters.',
  },
  email_has_account: {
    fr: 'Un compte existe déjà avec cette adresse sur ce site. Connectez-vous pour postuler\u00a0: votre candidature reste dans le formulaire.',
    en: 'An account already exists with this address on this site. Log in to apply: your application stays in the form.',
  },
  file_required: { fr: 'Choisissez un fichier.', en: 'Choose a file.' },
  file_empty: { fr: 'Ce fichier est vide.', en: 'This file is empty.' },
  file_type_refused: {
    fr: "Ce type de fichier n'est pas accepté. Un CV ou une lettre de présentation est en PDF, DOCX ou DOC ; un autre document peut aussi être en ODT, RTF, texte, JPEG ou PNG.",
    en: 'This file type is not accepted. A resume or cover letter is PDF, DOCX or DOC; another document may also be ODT, RTF, plain text, JPEG or PNG.',
  },
  document_name_invalid: {
    fr: 'Le nom doit compter de 1 à 200 caractères, sans barre oblique ni caractère de contrôle.',
    en: 'The name must be 1 to 200 characters, with no slash or control character.',
  },
  document_type_invalid: {
    fr: 'Choisissez CV, lettre de présentation ou autre.',
    en: 'Choose resume, cover letter or other.',
  },
  place_required: {
    fr: 'Choisissez un lieu dans la liste.',
    en: 'Choose a place from the list.',
  },
  skill_source_required: {
    fr: 'Choisissez une compétence ou un titre d’emploi dans la liste.',
    en: 'Choose a skill or a job title from the list.',
  },
  level_invalid: { fr: 'Choisissez un niveau de 1 à 5.', en: 'Choose a level from 1 to 5.' },
  control_characters: {
    fr: 'Ce champ contient des caractères non permis (caractères de contrôle).',
    en: 'This field contains characters that are not allowed (control characters).',
  },
  // Billing profile (issue 41).
  gst_number_invalid: {
    fr: 'Entrez un numéro de TPS de la forme 123456789\u00a0RT\u00a00001.',
    en: 'Enter a GST number shaped like 123456789 RT 0001.',
  },
  qst_number_invalid: {
    fr: 'Entrez un numéro de TVQ de la forme 1234567890\u00a0TQ\u00a00001.',
    en: 'Enter a QST number shaped like 1234567890 TQ 0001.',
  },
  // Employer companies (issue 12).
  company_name_required: {
    fr: 'Entrez le nom de l’entreprise dans au moins une langue.',
    en: 'Enter the company name in at least one language.',
  },
  url_invalid: {
    fr: 'Entrez une adresse web complète commençant par https:// ou http://.',
    en: 'Enter a full web address starting with https:// or http://.',
  },
  url_too_long: {
    fr: 'L’adresse doit compter au plus 500 caractères.',
    en: 'The address must be at most 500 characters.',
  },
  description_too_long: {
    fr: 'La description est trop longue (20 000 caractères au plus).',
    en: 'The description is too long (20,000 characters at most).',
  },
  image_kind_invalid: {
    fr: 'Choisissez le logo ou l’image de couverture.',
    en: 'Choose the logo or the cover image.',
  },
  // Publishing and payment (issue 14).
  url_not_this_board: {
    fr: 'Cette adresse doit être une page de ce site.',
    en: 'This address must be a page of this site.',
  },
  // Numbers, ids and query filters (issue 46, item 2: no raw validator text reaches a reader).
  number_invalid: { fr: 'Entrez un nombre entier.', en: 'Enter a whole number.' },
  number_too_small: { fr: 'Entrez un nombre d’au moins 1.', en: 'Enter a number of 1 or more.' },
  number_too_large: { fr: 'Ce nombre est trop grand.', en: 'This number is too large.' },
  id_invalid: { fr: 'Faites un choix dans la liste.', en: 'Choose from the list.' },
  ids_invalid: {
    fr: 'Entrez des identifiants séparés par des virgules.',
    en: 'Enter ids separated by commas.',
  },
  page_invalid: { fr: 'Cette page n’existe pas.', en: 'This page does not exist.' },
  text_too_long: { fr: 'Ce texte est trop long.', en: 'This text is too long.' },
  choice_invalid: {
    fr: 'Choisissez une des valeurs proposées.',
    en: 'Choose one of the values offered.',
  },
  city_invalid: { fr: 'Choisissez une ville de la liste.', en: 'Choose a city from the list.' },
  near_invalid: {
    fr: 'Choisissez un lieu de la liste.',
    en: 'Choose a place from the list.',
  },
  resume_required: { fr: 'Choisissez un CV.', en: 'Choose a resume.' },
  report_reason_invalid: {
    fr: 'Choisissez une raison dans la liste.',
    en: 'Choose a reason from the list.',
  },
  report_details_required: {
    fr: 'Dites-nous en quelques mots ce qui ne va pas.',
    en: 'Tell us in a few words what is wrong.',
  },
  operator_reason_too_short: {
    fr: 'La raison doit compter au moins 3\u00a0caractères.',
    en: 'The reason must be at least 3 characters.',
  },
  operator_reason_too_long: {
    fr: 'La raison doit compter au plus 1\u00a0000 caractères.',
    en: 'The reason must be at most 1,000 characters.',
  },
  month_invalid: {
    fr: 'Choisissez un mois au format AAAA-MM.',
    en: 'Choose a month as YYYY-MM.',
  },
  year_invalid: { fr: 'Choisissez une année valide.', en: 'Choose a valid year.' },
  refund_amount_invalid: {
    fr: 'Entrez un montant d’au moins 0,01 $.',
    en: 'Enter an amount of at least $0.01.',
  },
  refund_amount_too_large: {
    fr: 'Le montant dépasse ce qui reste à rembourser.',
    en: 'The amount is more than what remains to refund.',
  },
  refund_reason_too_long: {
    fr: 'La raison doit compter au plus 500 caractères.',
    en: 'The reason must be at most 500 characters.',
  },
  report_details_too_long: {
    fr: 'Les précisions doivent compter au plus 2\u00a0000 caractères.',
    en: 'The details must be at most 2,000 characters.',
  },
  ...offerMessages,
  ...screeningMessages,
} satisfies Record<string, Record<Locale, string>>;

export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(validationMessages, key);
}

/** The text of a contract's message key; anything else (zod's own defaults) reads as "invalid". */
export function validationText(key: string | undefined, locale: Locale): string {
  return validationMessages[key && isValidationMessageKey(key) ? key : 'invalid'][locale];
}
