import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '@/modules/http';

/**
 * Puts a 422's field errors under their fields (the first message of each, spec section 5).
 * Returns false for any other error, which the caller may show as a form-level message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 422 || !error.body.errors) {
    return false;
  }
  for (const [field, messages] of Object.entries(error.body.errors)) {
    const message = messages[0];
    if (message) setError(field as Path<T>, { type: 'server', message });
  }
  return true;
}
