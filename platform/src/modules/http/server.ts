/**
 * The server-only surface of the http feature: what a server component hands a client island
 * for its API calls. Import it as `@/modules/http/server`.
 */
export { toastTexts } from './toast-texts';
