/**
 * The public surface of the chrome feature: only what other features use. Import it as
 * `@/modules/chrome`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { useCookieConsent } from './cookie-consent/use-cookie-consent';
export { markConsentOnPage } from './cookie-consent/cookie-consent-store';
export { SESSION_CHANGED_EVENT } from './layouts/session-changed';
export { ClientRuntime, type ClientRuntimeProps } from './layouts/client-runtime';
