'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { OffersQuery } from '../offer-filters';
import { loadResultsView } from './use-results-view';

/**
 * The filters live in the page's query string, so a search can be shared and Back/Forward
 * step through it. Entries are written with the History API (no server round trip); the
 * filters are kept in state and re-read on popstate, so they never lag behind the URL.
 *
 * The first render takes the server's parse of the same URL (`initial`); the writer comes with the
 * results' code (results-view.ts), as it is first needed at the first change, and the reader
 * (the contract's parser, url-query.ts) at the first Back or Forward: neither is in the search
 * pages' first load (issue 16).
 */
export function useUrlFilters(base: OffersQuery, initial: OffersQuery) {
  const params = useSearchParams();
  const [filters, setFilters] = useState(initial);
  // Back to an entry from before a reload makes Next fetch that page's server payload again,
  // with a new `base` object of the same values: read through a ref, so that readUrl and write
  // keep their identity and nothing keyed on them (the form's listeners) starts over.
  const baseRef = useRef(base);
  useLayoutEffect(() => {
    baseRef.current = base;
  });
  // The browser's URL is the truth: after Back across a reload, Next can re-render with its
  // router's older search params, so they only say when to read it again.
  const readUrl = useCallback(() => {
    void loadResultsView().then((view) => view.readUrlFilters(baseRef.current, setFilters));
  }, []);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else readUrl();
  }, [params, readUrl]);
  useEffect(() => {
    // A Back or Forward pressed before hydration (a slow phone, just after a reload) moved the
    // URL while nobody listened: the server's parse is then of another URL than the one shown.
    // Checked in the results' chunk (the island loads it on idle anyway): first-load budget.
    void loadResultsView().then((view) => view.ifMoved(baseRef.current, setFilters));
    window.addEventListener('popstate', readUrl);
    return () => window.removeEventListener('popstate', readUrl);
  }, [readUrl]);
  const write = useCallback((next: OffersQuery, mode: 'push' | 'replace' = 'push') => {
    setFilters(next);
    void loadResultsView().then(({ searchParamsOf }) => {
      const query = searchParamsOf(next, baseRef.current).toString();
      const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    });
  }, []);
  return { filters, write };
}
