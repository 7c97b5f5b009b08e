/**
 * Cookie consent (spec section 4). Either answer is kept the same way, in localStorage under one
 * key and in a cookie (so the server can read it too): a refusal kept on the page only brought
 * the banner back on every page (issue 46, item 22), and recording a refusal needs no consent.
 * Nothing that needs consent (analytics, ads) may run before 'accepted'. The banner's inline
 * script makes the choice and reopens the banner from the footer's "cookie preferences"
 * (cookie-consent-script.ts); this reads it.
 */
export const CONSENT_KEY = 'jobboard_cookie_consent';
export const CONSENT_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** On <html>: the choice made on this page, or one stored and known before the first paint. */
export const CHOICE_ATTRIBUTE = 'data-cookie-consent';
/** Dispatched on the document when a choice is made. */
export const CONSENT_EVENT = 'jobboard:cookie-consent';
export type CookieConsent = 'accepted' | 'refused' | 'unset';

export function readConsent(): CookieConsent {
  const marked = document.documentElement.getAttribute(CHOICE_ATTRIBUTE);
  if (marked === 'accepted' || marked === 'refused') return marked;
  try {
    const stored = window.localStorage.getItem(CONSENT_KEY);
    return stored === 'accepted' || stored === 'refused' ? stored : 'unset';
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
