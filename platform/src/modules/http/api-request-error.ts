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
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }
}
