'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { filtersFromParams, filtersToParams, type OfferFilters } from './offer-filters';

/**
 * The filters live in the page's query string, so a search can be shared and Back/Forward
 * step through it. History entries are written with the History API, which Next's router
 * follows (useSearchParams updates) without asking the server for the page again.
 */
export function useUrlFilters(base: OfferFilters) {
  const params = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params, base), [params, base]);
  const write = useCallback(
    (next: OfferFilters, mode: 'push' | 'replace' = 'push') => {
      const query = filtersToParams(next, base).toString();
      const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [base],
  );
  return { filters, write };
}
