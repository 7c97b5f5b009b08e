'use client';

import { useEffect } from 'react';

/**
 * Counts a view of the offer's page for the employer's funnel. The page is cached, so the browser
 * reports the view with a beacon after it loads; the API adds it up in memory (no cookie, no
 * address, nothing about the visitor is sent or kept).
 */
export function OfferViewBeacon({ board, offerId }: { board: string; offerId: number }) {
  useEffect(() => {
    const url = `/api/jobboard/${board}/offers/${offerId}/view`;
    if (!navigator.sendBeacon?.(url)) {
      void fetch(url, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(
        () => undefined,
      );
    }
  }, [board, offerId]);
  return null;
}
