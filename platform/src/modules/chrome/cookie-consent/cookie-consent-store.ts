/**
 * Cookie consent (spec section 4). Accepted: kept in localStorage under one key and in a cookie
 * (so the server can read it too). Refused: kept in memory only, so the question comes back on
 * the next page load. Nothing that needs consent (analytics, ads) may run before 'accepted'.
 */
export const CONSENT_KEY = 'jobboard_cookie_consent';
export const CONSENT_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** On <html>: a choice made before hydration, or an acceptance known before the first paint. */
export const CHOICE_ATTRIBUTE = 'data-cookie-consent';
export type CookieConsent = 'accepted' | 'refused' | 'unset';

const listeners = new Set<() => void>();
let memory: CookieConsent = 'unset';

export function readConsent(): CookieConsent {
  if (memory !== 'unset') return memory;
  // The banner's inline script (cookie-consent-script.ts) answered a click before hydration.
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
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(value: CookieConsent) {
  memory = value;
  listeners.forEach((listener) => listener());
}

export function acceptCookies() {
  try {
    window.localStorage.setItem(CONSENT_KEY, 'accepted');
  } catch {
    // Still accepted for this page; the cookie below may survive.
  }
  document.cookie = `${CONSENT_KEY}=accepted; path=/; max-age=${CONSENT_COOKIE_MAX_AGE}; samesite=lax`;
  set('accepted');
}

export function refuseCookies() {
  set('refused');
}

/** Tests and stories start from a clean slate. */
export function resetConsentMemory() {
  set('unset');
}
