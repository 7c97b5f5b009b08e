import { ApiRequestError, errorToast, type ToastTexts } from '@/modules/http';
import { showToast } from './show-toast';

export interface IslandFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Aborts the call (a newer search replaces an older one); an abort shows no toast. */
  signal?: AbortSignal;
}

/**
 * apiFetch for islands: JSON in and out, the session cookie sent, the section 8 toast for the
 * statuses it covers (texts from the server, as props), then an ApiRequestError re-thrown for
 * the caller, which puts a 422's errors under its fields.
 */
export async function islandFetch<T>(
  path: string,
  texts: ToastTexts,
  options: IslandFetchOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      signal: options.signal,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch (error) {
    if (!options.signal?.aborted) showToast(texts.generic, 'error');
    throw error;
  }
  const body = (await response.json().catch(() => ({}))) as unknown;
  if (response.ok) return body as T;
  const errorBody = (body ?? {}) as ApiRequestError['body'];
  const toast = errorToast(response.status, errorBody, texts);
  if (toast) showToast(toast.message, toast.variant);
  throw new ApiRequestError(response.status, errorBody, toast !== null);
}
