import {
  isValidationMessageKey,
  validationText,
} from '@jobboard/api/contracts/validation-messages';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * Client-side zod issues carry message keys (the shared contracts); server 422 errors arrive
 * already translated. Both end up as text in the reader's language.
 */
export function fieldMessage(message: string | undefined, locale: Locale): string | undefined {
  if (!message) return undefined;
  return isValidationMessageKey(message) ? validationText(message, locale) : message;
}
