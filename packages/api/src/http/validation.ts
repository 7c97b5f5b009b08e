import type { z } from 'zod';
import type { FieldErrors } from './errors';

/** zod issues to the spec's `{field: [messages]}` shape, first path segment as the field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}
