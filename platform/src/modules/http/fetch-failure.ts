import { SESSION_CHANGED_EVENT } from '@/modules/chrome';
import { ApiRequestError, type ApiErrorBody } from './api-request-error';
import { errorToast, type ToastTexts } from './error-toast';
import type { ApiFetchOptions, ShowToast } from './fetch-json';
import { SESSION_ENDED_EVENT } from './session-ended-event';

/**
 * A non-2xx answer, as spec section 8 says: the toast (unless silent), the session-ended and
 * session-changed events on a 401, and the error for the caller to throw. Apart from fetchJson,
 * which loads it only when a call fails: the public pages' islands call the API without carrying
 * the status table.
 */
export function apiFailure(
  status: number,
  body: unknown,
  texts: ToastTexts,
  options: ApiFetchOptions,
  show: ShowToast,
): ApiRequestError {
  const errorBody = (body ?? {}) as ApiErrorBody;
  const toast = options.silent
    ? null
    : errorToast(status, errorBody, texts, options.forbiddenVariant);
  if (toast) show(toast.message, toast.variant);
  if (status === 401 && !options.silent && typeof window !== 'undefined') {
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    // The public layout's header is server-rendered from the session cookie: render it again,
    // so a candidate whose session ended no longer sees "My profile / Log out" (issue 46 item
    // 17). Signed-in layouts that follow the session on the client ignore it.
    window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  }
  return new ApiRequestError(status, errorBody, toast !== null);
}
