'use client';

import { useEffect } from 'react';

/**
 * Counts a view of the offer's page for the employer's funnel. The page is cached, so the browser
 * reports the view with a beacon after it loads; the API adds it up in memory (no cookie, no
 * address, nothing about the visitor is sent or kept). The URL comes from the server (apiPath),
 * and the fetch fallback loads only where sendBeacon is missing: the offer page's first-load
 * JavaScript has no room for either (issue 16).
 */
export function OfferViewBeacon({ url }: { url: string }) {
  useEffect(() => {
    if (!navigator.sendBeacon?.(url)) {
      void import('./post-view').then(({ postView }) => postView(url)).catch(() => undefined);
    }
  }, [url]);
  return null;
}
