/**
 * Cookie consent (spec section 4). Accepted: kept in localStorage under one key and in a cookie
 * (so the server can read it too). Refused: kept on the page only (an attribute of <html>), so
 * the question comes back on the next page load. Nothing that needs consent (analytics, ads) may
 * run before 'accepted'. The banner's inline script makes the choice (cookie-consent-script.ts);
 * this reads it.
 */
export const CONSENT_KEY = 'jobboard_cookie_consent';
export const CONSENT_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** On <html>: the choice made on this page, or an acceptance known before the first paint. */
export const CHOICE_ATTRIBUTE = 'data-cookie-consent';
/** Dispatched on the document when a choice is made. */
export const CONSENT_EVENT = 'jobboard:cookie-consent';
export type CookieConsent = 'accepted' | 'refused' | 'unset';

export function readConsent(): CookieConsent {
  const marked = document.documentElement.getAttribute(CHOICE_ATTRIBUTE);
  if (marked === 'accepted' || marked === 'refused') return marked;
  try {
    return window.localStorage.getItem(CONSENT_KEY) === 'accepted' ? 'accepted' : 'unset';
  } catch {
    // Storage can be blocked (private modes, policies): then nothing is stored.
    return 'unset';
  }
}

export function subscribeConsent(listener: () => void): () => void {
  document.addEventListener(CONSENT_EVENT, listener);
  return () => document.removeEventListener(CONSENT_EVENT, listener);
}

/**
 * Marks a choice on this page only, as the banner's script does after a click, without storing
 * it: for previews (stories) that show a consented or refused page.
 */
export function markConsentOnPage(choice: 'accepted' | 'refused'): void {
  document.documentElement.setAttribute(CHOICE_ATTRIBUTE, choice);
  document.dispatchEvent(new Event(CONSENT_EVENT));
}
