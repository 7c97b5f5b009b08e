'use client';

import { lazy, Suspense } from 'react';
import type { AdLiveProps } from './ad-live';

const AdLive = lazy(() => import('./ad-live').then((m) => ({ default: m.AdLive })));

/**
 * AdLive, loaded apart: only zones of a board with an ad server render it, but a route's code is
 * the same for every board, so a static import put the consent, observer and tag code in every
 * board's search pages. Before consent it shows nothing, so arriving after the page costs nothing
 * visible.
 */
export function AdLiveLazy(props: AdLiveProps) {
  return (
    <Suspense fallback={null}>
      <AdLive {...props} />
    </Suspense>
  );
}
