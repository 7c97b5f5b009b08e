import { parseOfferQuery } from '@jobboard/api/contracts/offer-search/offer-query';
import type { OffersQuery } from '@jobboard/api/contracts/offers';

/**
 * The query of the browser's URL after Back or Forward, read by the contract's one parser with
 * the fallback policy, as the server read it for the first paint (search-page-data.ts), over the
 * page's own filters. Loaded on its own, at the first Back or Forward: it brings the contract's
 * validator, which no other part of the page needs in the browser.
 */
export function urlQuery(search: string, base: OffersQuery): OffersQuery {
  const params = new URLSearchParams(search);
  // A repeated key counts once, by its first value, as Next's `searchParams` give the server.
  const raw = Object.fromEntries([...params.keys()].map((key) => [key, params.getAll(key)]));
  return { ...base, ...parseOfferQuery(raw, 'fallback').data };
}
