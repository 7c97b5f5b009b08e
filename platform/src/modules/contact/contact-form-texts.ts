import type { ToastTexts } from '@/modules/http';
import type { ContactFormTexts } from './contact-form';

const KEYS = [
  'name',
  'email',
  'subject',
  'message',
  'submit',
  'sending',
  'success',
  'sendAnother',
  'error',
] as const;

/**
 * The contact form's wording from the `contact` messages, for the server's page and the story
 * alike (each has its own translator: getTranslations, useTranslations).
 */
export function contactFormTexts(
  t: (key: (typeof KEYS)[number]) => string,
  toasts: ToastTexts,
): ContactFormTexts {
  const texts = Object.fromEntries(KEYS.map((key) => [key, t(key)])) as Omit<
    ContactFormTexts,
    'toasts'
  >;
  return { ...texts, toasts };
}
