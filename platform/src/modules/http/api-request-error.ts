/** The body shape every API error has (architecture: `{message, errors?, error?}`). */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  error?: string;
}

/** Thrown by apiFetch for any non-2xx answer, after the section 8 toast (if any) is shown. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** A section 8 toast already told the user; the caller need not say it again. */
    readonly toasted = false,
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }
}

/**
 * Whether apiFetch already showed a toast for this failure: a toasted error status, or a network
 * failure (always a toast unless the call was silent).
 */
export function toastShown(error: unknown): boolean {
  return error instanceof ApiRequestError ? error.toasted : true;
}
