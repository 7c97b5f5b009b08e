'use client';

import { useCookieConsent } from '@/modules/chrome';

/**
 * Whether ads may load: only after the visitor accepted cookies (Law 25: privacy by default);
 * the shell's store also reacts to a click on the banner's Accept in this tab.
 */
export function useAdConsent(): boolean {
  return useCookieConsent().consent === 'accepted';
}
