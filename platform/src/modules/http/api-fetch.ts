import { enqueueSnackbar } from 'notistack';
import type { ToastTexts } from './error-toast';
import { fetchJson, type ApiFetchOptions } from './fetch-json';

export { SESSION_ENDED_EVENT, type ApiFetchOptions } from './fetch-json';

/** fetchJson with notistack's toasts, for the forms and signed-in areas (ApiToastProvider). */
export function apiFetch<T>(
  path: string,
  texts: ToastTexts,
  options: ApiFetchOptions = {},
): Promise<T> {
  return fetchJson<T>(path, texts, options, (message, variant) =>
    enqueueSnackbar(message, { variant }),
  );
}
