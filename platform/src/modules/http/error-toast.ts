import type { ApiErrorBody } from './api-request-error';

export type ToastVariant = 'error' | 'warning';

/**
 * Every call can meet a 401 or a failure (`unauthorized`, `generic`). Only a sign-in meets a
 * bad-credentials answer and only an upload a 413: the public pages' islands make neither, so
 * they are not sent those words (issue 16: each island gets the strings it shows), and a call
 * without them falls back to `generic`.
 */
export interface ToastTexts {
  unauthorized: string;
  generic: string;
  invalidGrant?: string | undefined;
  fileSizeExceeded?: string | undefined;
}

export interface ErrorToast {
  variant: ToastVariant;
  message: string;
}

/**
 * Spec section 8, the global handling of HTTP errors. Statuses it does not list (404, 422...)
 * get no toast: the page or form that made the call shows them where they belong.
 */
export function errorToast(
  status: number,
  body: ApiErrorBody,
  texts: ToastTexts,
  forbiddenVariant: ToastVariant = 'warning',
): ErrorToast | null {
  if (status === 400 && body.error === 'invalid_grant') {
    return { variant: 'warning', message: texts.invalidGrant ?? texts.generic };
  }
  if (status === 401) return { variant: 'error', message: texts.unauthorized };
  if (status === 403) return { variant: forbiddenVariant, message: body.message || texts.generic };
  if (status === 413)
    return { variant: 'warning', message: texts.fileSizeExceeded ?? texts.generic };
  // Not in the catalogue, but a silent 429 would leave the user clicking in vain.
  if (status === 429) return { variant: 'warning', message: body.message || texts.generic };
  if (status >= 500) return { variant: 'error', message: body.message || texts.generic };
  return null;
}
