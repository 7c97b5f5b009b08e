'use client';

import { useSyncExternalStore } from 'react';

/** Same key as the shell's cookie consent store (modules/shell/cookie-consent-store.ts). */
const CONSENT_KEY = 'jobboard_cookie_consent';

function read(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * Whether ads may load: only after the visitor accepted cookies; never during server render.
 * At merge this becomes `useCookieConsent().consent === 'accepted'` from the shell, which also
 * reacts to a click on the banner's Accept in this tab.
 */
export function useAdConsent(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
