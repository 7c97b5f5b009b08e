import type { OffersQuery } from '@jobboard/api/contracts/offers';

/**
 * The filters of the browser's URL, read by the contract's parser (url-query.ts, a chunk of its
 * own: the validator only at the first Back or Forward), over the page's own filters `base`.
 */
export function readUrlFilters(base: OffersQuery, set: (filters: OffersQuery) => void): void {
  void import('./url-query').then(({ urlQuery }) => set(urlQuery(window.location.search, base)));
}

/**
 * Reads them only when the address bar left the URL this document was loaded for before the
 * island listened (a Back or Forward pressed before hydration). After a client-side navigation to
 * the page the two differ too; reading then sets the same filters again, which changes no key.
 */
export function ifMoved(base: OffersQuery, set: (filters: OffersQuery) => void): void {
  const [entry] = performance.getEntriesByType('navigation');
  if (!entry) return;
  const loaded = new URL(entry.name);
  if (loaded.pathname !== window.location.pathname || loaded.search !== window.location.search)
    readUrlFilters(base, set);
}
