import type { z } from 'zod';
import { validationText } from '../contracts/validation-messages';
import type { FieldErrors } from './errors';
import type { Locale } from './locale';

/**
 * zod issues to the spec's `{field: [messages]}` shape in the request's language. Contracts give
 * message keys; zod's own messages (a number where a string belongs...) read as "invalid", or
 * "required" when the value is missing altogether.
 */
export function fieldErrors(error: z.ZodError, locale: Locale): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    // zod's default wording for a missing value; contracts use their own keys.
    const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
    const text = validationText(missing ? 'required' : issue.message, locale);
    const list = (out[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}
