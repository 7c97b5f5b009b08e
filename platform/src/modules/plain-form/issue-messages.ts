import type { z } from 'zod';
import {
  isValidationMessageKey,
  validationText,
} from '@jobboard/api/contracts/validation-messages';
import type { Locale } from '@jobboard/tenancy/board-config';

/** A message by field name (a nested field's path joined with dots). */
export type FieldErrors = Record<string, string>;

/**
 * The first issue of each field, as text in the reader's language: the shared contracts give
 * message keys (validation-messages); anything else reads as the catalogue's "invalid".
 */
export function issueMessages(issues: readonly z.core.$ZodIssue[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    if (name in errors) continue;
    // A validator's own English default never reaches the reader (issue 46, item 2).
    errors[name] = validationText(
      isValidationMessageKey(issue.message) ? issue.message : 'invalid',
      locale,
    );
  }
  return errors;
}
