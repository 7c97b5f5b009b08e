import { fetchJson, type ApiFetchOptions } from './fetch-json';

const noTexts = { unauthorized: '', generic: '' };
const noToast = () => undefined;

/**
 * fetchJson for the calls that must never toast: the public header's log out, the offer view
 * beacon, the employer sync (section 8: logged, never shown) and the islands' own small notes.
 * A failure still rejects (ApiRequestError for a status, the network error otherwise), so each
 * caller keeps deciding what it shows; a 401 does not announce the session's end either.
 */
export function silentFetch<T>(
  path: string,
  options: Omit<ApiFetchOptions, 'silent' | 'forbiddenVariant'> = {},
): Promise<T> {
  return fetchJson<T>(path, noTexts, { ...options, silent: true }, noToast);
}
