import { ApiRequestError, type ToastTexts } from '@/modules/http';
import { islandFetch } from '@/modules/island-fetch';

export type SubscribeResult =
  | { kind: 'done'; message: string }
  /** The API's first 422 error on the e-mail. */
  | { kind: 'invalid'; message: string }
  /** A failure no toast told. */
  | { kind: 'failed' }
  /** A failure a section 8 toast told (network failures always). */
  | { kind: 'toasted' };

/** Posts a checked address to the newsletter; the server answers the same for known ones. */
export async function subscribe(
  boardKey: string,
  locale: string,
  email: string,
  toasts: ToastTexts,
): Promise<SubscribeResult> {
  try {
    const { message = '' } = await islandFetch<{ message?: string }>(
      `/api/jobboard/${boardKey}/news-letter?lg=${locale}`,
      toasts,
      { method: 'POST', body: { email: email.toLowerCase() } },
    );
    return { kind: 'done', message };
  } catch (failure) {
    if (!(failure instanceof ApiRequestError)) return { kind: 'toasted' };
    const fieldError = failure.status === 422 ? failure.body.errors?.email?.[0] : undefined;
    if (fieldError) return { kind: 'invalid', message: fieldError };
    return failure.toasted ? { kind: 'toasted' } : { kind: 'failed' };
  }
}
