import { fetchJson, type ApiFetchOptions, type ToastTexts } from '@/modules/http';
import { showToast } from './show-toast';

export type IslandFetchOptions = Pick<ApiFetchOptions, 'method' | 'body' | 'signal'>;

/**
 * apiFetch for islands: the same call and section 8 toasts (texts from the server, as props),
 * with notistack loaded on the first toast instead of up front; a 422's errors come back in the
 * re-thrown ApiRequestError for the caller to put under its fields.
 */
export function islandFetch<T>(
  path: string,
  texts: ToastTexts,
  options: IslandFetchOptions = {},
): Promise<T> {
  return fetchJson<T>(path, texts, options, showToast);
}
