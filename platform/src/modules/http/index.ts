/**
 * The public surface of the http feature: only what other features use. Import it as
 * `@/modules/http`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { ApiRequestError, toastShown } from './api-request-error';
export { useApiFetch } from './use-api-fetch';
export { useHydrated } from './use-hydrated';
export { type ApiErrorBody } from './api-request-error';
export { errorToast, type ToastTexts } from './error-toast';
export { uploadWithProgress } from './upload-with-progress';
export { SESSION_ENDED_EVENT } from './api-fetch';
export { fetchJson, type ApiFetchOptions } from './fetch-json';
export { silentFetch } from './silent-fetch';
