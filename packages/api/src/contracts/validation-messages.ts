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
} satisfies Record<string, Record<Locale, string>>;

export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(validationMessages, key);
}

/** The text of a contract's message key; anything else (zod's own defaults) reads as "invalid". */
export function validationText(key: string | undefined, locale: Locale): string {
  return validationMessages[key && isValidationMessageKey(key) ? key : 'invalid'][locale];
}
