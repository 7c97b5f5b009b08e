import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorText, type ErrorMessageKey } from '../messages';
import type { Locale } from './locale';

export type FieldErrors = Record<string, string[]>;

/**
 * The one error type services and routes throw. It maps onto the spec's section 8 catalogue:
 * the body is always `{message}` (+ `errors` for 422, + `error` for 400 invalid_grant).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly messageKey: ErrorMessageKey | null,
    readonly detail?: { message?: string; errors?: FieldErrors; error?: string },
    readonly headers?: Record<string, string>,
  ) {
    super(detail?.message ?? messageKey ?? `HTTP ${status}`);
  }

  body(locale: Locale): { message: string; errors?: FieldErrors; error?: string } {
    const message = this.detail?.message ?? errorText(this.messageKey ?? 'server_error', locale);
    return {
      message,
      ...(this.detail?.errors ? { errors: this.detail.errors } : {}),
      ...(this.detail?.error ? { error: this.detail.error } : {}),
    };
  }

  static notFound(): ApiError {
    return new ApiError(404, 'not_found');
  }

  static unprocessable(errors: FieldErrors): ApiError {
    return new ApiError(422, 'invalid_input', { errors });
  }

  static tooManyRequests(retryAfterSeconds: number): ApiError {
    return new ApiError(429, 'too_many_requests', undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}
