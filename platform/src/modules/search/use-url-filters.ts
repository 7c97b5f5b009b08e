'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { filtersFromParams, filtersToParams, type OfferFilters } from './offer-filters';

/**
 * The filters live in the page's query string, so a search can be shared and Back/Forward
 * step through it. Entries are written with the History API (no server round trip); the
 * filters are kept in state and re-read on popstate, so they never lag behind the URL.
 */
export function useUrlFilters(base: OfferFilters) {
  const params = useSearchParams();
  // The browser's URL is the truth once there is one: after Back across a reload, Next can
  // re-render with its router's older search params (the server render has only `params`).
  const current = () =>
    typeof window === 'undefined' ? params : new URLSearchParams(window.location.search);
  const [filters, setFilters] = useState(() => filtersFromParams(current(), base));
  useEffect(() => {
    setFilters(filtersFromParams(new URLSearchParams(window.location.search), base));
  }, [params, base]);
  useEffect(() => {
    const onPop = () =>
      setFilters(filtersFromParams(new URLSearchParams(window.location.search), base));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [base]);
  const write = useCallback(
    (next: OfferFilters, mode: 'push' | 'replace' = 'push') => {
      const query = filtersToParams(next, base).toString();
      const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
      setFilters(next);
    },
    [base],
  );
  return { filters, write };
}
