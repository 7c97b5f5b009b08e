import type { z } from 'zod';
import { isValidationMessageKey } from '../contracts/validation-messages';
import type { FieldIssues, IssueKey } from '../errors';

/**
 * zod issues to the spec's `{field: [message keys]}`, translated later by the error handler.
 * Contracts give message keys; zod's own messages (a number where a string belongs...) read as
 * "invalid", or "required" when the value is missing altogether.
 */
export function fieldIssues(error: z.ZodError, formField = '_'): FieldIssues {
  const out: FieldIssues = {};
  for (const issue of error.issues) {
    // An issue of the whole form (no path) goes under `formField`: an upload form's file field.
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : formField;
    // zod's default wording for a missing value; contracts use their own keys.
    const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
    const key: IssueKey = missing
      ? 'required'
      : isValidationMessageKey(issue.message)
        ? issue.message
        : 'invalid';
    const list = (out[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return out;
}
