import type { ToastTexts, ToastVariant } from './error-toast';

export { SESSION_ENDED_EVENT } from './session-ended-event';

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** No toast at all (e.g. the "who am I" probe, where 401 just means a visitor). */
  silent?: boolean;
  /** The resend-confirmation 403 is a red toast (spec section 8). */
  forbiddenVariant?: ToastVariant;
  /** Aborts the call (a newer search replaces an older one); an abort shows no toast. */
  signal?: AbortSignal;
  /** Outlives the page (a view beacon sent as the visitor leaves). */
  keepalive?: boolean;
  /** 'omit' for a call that must not carry the session (the anonymous view count). */
  credentials?: RequestCredentials;
}

export type ShowToast = (message: string, variant: ToastVariant) => void;

/**
 * The one way the site calls the API: JSON in and out, the session cookie sent, and every error
 * status handled as spec section 8 says (a toast, shown by `show`), then re-thrown for the
 * caller; that part loads with the first failure (fetch-failure.ts). No toast library here: the
 * forms pass notistack's (apiFetch), the public pages' islands one that loads it on the first
 * toast (islandFetch).
 */
export async function fetchJson<T>(
  path: string,
  texts: ToastTexts,
  options: ApiFetchOptions,
  show: ShowToast,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      credentials: options.credentials ?? 'same-origin',
      ...(options.keepalive ? { keepalive: true } : {}),
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (!options.silent && !options.signal?.aborted) show(texts.generic, 'error');
    throw error;
  }
  const body = (await response.json().catch((error: unknown) => {
    // A body cut short by the abort is no answer: the caller sees the abort, as it does for an
    // abort before the headers (a search replaced mid-answer once rendered `{}` as its results).
    if (options.signal?.aborted) throw error;
    return {};
  })) as unknown;
  if (response.ok) return body as T;
  const { apiFailure } = await import('./fetch-failure');
  throw apiFailure(response.status, body, texts, options, show);
}
