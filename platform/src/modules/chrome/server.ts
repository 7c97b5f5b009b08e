/** What the custom server needs of the chrome: the consent script whose hash the CSP allows. */
export { cookieConsentScript } from './cookie-consent/cookie-consent-script';
