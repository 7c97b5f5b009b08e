import {
  isValidationMessageKey,
  validationText,
} from '@jobboard/api/contracts/validation-messages';
import type { Locale } from '@jobboard/tenancy/board-config';

/** A field's error as react-hook-form holds it: `type` is `server` for a 422's message. */
export interface FieldMessageSource {
  type?: unknown;
  message?: string;
}

/**
 * The text under a field, always in the reader's language. Client-side zod issues carry the
 * contracts' message keys, translated here; a server 422 (`type: 'server'`) arrives translated.
 * Anything else (a validator's own English default) never reaches the reader: it reads as the
 * catalogue's "invalid" (issue 46, item 2).
 */
export function fieldMessage(
  error: FieldMessageSource | undefined,
  locale: Locale,
): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  if (error.type === 'server') return message;
  return validationText(isValidationMessageKey(message) ? message : 'invalid', locale);
}
