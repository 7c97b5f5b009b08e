import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { validationText, isValidationMessageKey } from '../contracts/validation-messages';
import type { DomainError, DomainErrorCode, FieldIssues } from '../errors';
import { errorText, fieldMessages, fieldText, type ErrorMessageKey } from '../messages';
import type { Locale } from './locale';

/** The spec's 422 `errors` object: field name to translated messages. */
export type FieldErrors = Record<string, string[]>;

const statusByCode: Record<DomainErrorCode, ContentfulStatusCode> = {
  invalid_input: 422,
  bad_request: 400,
  invalid_grant: 400,
  invalid_link: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

const defaultMessage: Record<DomainErrorCode, ErrorMessageKey> = {
  invalid_input: 'invalid_input',
  bad_request: 'bad_request',
  invalid_grant: 'invalid_credentials',
  invalid_link: 'link_invalid',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  gone: 'invitation_gone',
  payload_too_large: 'payload_too_large',
  unsupported_media_type: 'unsupported_media_type',
  rate_limited: 'too_many_requests',
  unavailable: 'unavailable',
};

function translateFields(fields: FieldIssues, locale: Locale): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, keys] of Object.entries(fields)) {
    out[field] = keys.map((key) =>
      key in fieldMessages
        ? fieldText(key as keyof typeof fieldMessages, locale)
        : validationText(isValidationMessageKey(key) ? key : 'invalid', locale),
    );
  }
  return out;
}

/** The one place a domain error becomes an HTTP answer (spec section 8 shapes). */
export function domainErrorResponse(
  error: DomainError,
  locale: Locale,
): {
  status: ContentfulStatusCode;
  body: { message: string; errors?: FieldErrors; error?: string; [extra: string]: unknown };
  headers: Record<string, string>;
} {
  const { code, options } = error;
  let message = errorText(options.messageKey ?? defaultMessage[code], locale);
  for (const [name, value] of Object.entries(options.params ?? {})) {
    message = message.replaceAll(`{${name}}`, value);
  }
  const headers: Record<string, string> =
    options.retryAfterSeconds !== undefined
      ? { 'retry-after': String(options.retryAfterSeconds) }
      : {};
  return {
    status: statusByCode[code],
    body: {
      ...options.extra,
      message,
      ...(options.fields ? { errors: translateFields(options.fields, locale) } : {}),
      ...(code === 'invalid_grant' ? { error: 'invalid_grant' } : {}),
    },
    headers,
  };
}
