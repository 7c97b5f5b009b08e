import type { ValidationMessageKey } from './contracts/validation-messages';
import type { ErrorMessageKey, FieldMessageKey } from './messages';

/**
 * What went wrong, in the domain's words. Services throw these and know nothing of HTTP; the
 * Hono error handler alone turns a code into a status and translated text
 * (`http/domain-error-response.ts`), and server pages turn them into `notFound()` /
 * `forbidden()`.
 */
export type DomainErrorCode =
  | 'invalid_input' // 422, with field issues
  | 'bad_request' // 400 (a malformed or unverifiable request, e.g. a webhook's signature)
  | 'invalid_grant' // 400 `{error: 'invalid_grant'}` (bad credentials)
  | 'invalid_link' // 400 (a secure link that is unknown, used or expired)
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'gone' // 410 (a link that existed and is used, revoked or expired)
  | 'payload_too_large' // 413
  | 'unsupported_media_type' // 415 (a state-changing call whose body is not JSON)
  | 'rate_limited' // 429 with Retry-After
  | 'unavailable'; // 503 with Retry-After

/** A message key of the validation or field catalogue; translated only when answered. */
export type IssueKey = ValidationMessageKey | FieldMessageKey;

/** Field name to message keys, as the spec's 422 `errors` object before translation. */
export type FieldIssues = Record<string, IssueKey[]>;

export interface DomainErrorOptions {
  /** Overrides the code's default message (from the error catalogue in `messages.ts`). */
  messageKey?: ErrorMessageKey;
  /** `invalid_input` only: what is wrong with each field. */
  fields?: FieldIssues;
  /** `rate_limited` and `unavailable`: seconds until a retry may succeed. */
  retryAfterSeconds?: number;
  /** Values put into the message's `{name}` placeholders (already in the reader's language). */
  params?: Record<string, string>;
  /** Extra members of the answer's body, e.g. the date of an earlier application. */
  extra?: Record<string, string | number>;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly options: DomainErrorOptions = {},
  ) {
    super(options.messageKey ?? code);
    this.name = 'DomainError';
  }

  static notFound(): DomainError {
    return new DomainError('not_found');
  }

  static invalid(fields: FieldIssues): DomainError {
    return new DomainError('invalid_input', { fields });
  }

  static invalidGrant(): DomainError {
    return new DomainError('invalid_grant');
  }

  static invalidLink(): DomainError {
    return new DomainError('invalid_link');
  }

  static forbidden(messageKey?: ErrorMessageKey): DomainError {
    return new DomainError('forbidden', { messageKey });
  }

  /**
   * 403 for a member of a team an operator suspended (issue 40): sign-in and publishing say why,
   * with `error: 'account_suspended'` for clients that tell it apart.
   */
  static accountSuspended(): DomainError {
    return new DomainError('forbidden', {
      messageKey: 'account_suspended',
      extra: { error: 'account_suspended' },
    });
  }

  static conflict(
    messageKey?: ErrorMessageKey,
    details: Pick<DomainErrorOptions, 'params' | 'extra'> = {},
  ): DomainError {
    return new DomainError('conflict', { messageKey, ...details });
  }

  static rateLimited(retryAfterSeconds: number): DomainError {
    return new DomainError('rate_limited', { retryAfterSeconds });
  }

  static unavailable(retryAfterSeconds = 5): DomainError {
    return new DomainError('unavailable', { retryAfterSeconds });
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
