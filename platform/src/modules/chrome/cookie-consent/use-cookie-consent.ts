'use client';

import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent, type CookieConsent } from './cookie-consent-store';

export interface CookieConsentState {
  /** 'pending' while server-rendering: nothing is known before the browser's storage is read. */
  consent: CookieConsent | 'pending';
}

/** The visitor's choice; ad and analytics code must check `consent === 'accepted'` first. */
export function useCookieConsent(): CookieConsentState {
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => 'pending' as const);
  return { consent };
}
