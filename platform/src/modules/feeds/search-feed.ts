import { parseOfferQuery } from '@jobboard/api/contracts/offer-search/offer-query';
import { OFFERS_PER_PAGE, offersQuery } from '@jobboard/api/contracts/offers';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { ServiceContext } from '@jobboard/api/context';
import { hydrateOffers } from '@jobboard/api/services/offers/hydrate-offers';
import { searchOfferEntry } from '@jobboard/api/services/offers/search-entry';
import { latestLiveOffers } from '@jobboard/api/services/seo/feed-offers';

export type SearchFeedResult =
  | { status: 'invalid' }
  | {
      status: 'ok';
      offers: OfferDto[];
      /** The filters the feed applied, as a query: the search page that shows the same. */
      filters: URLSearchParams;
    };

const filterKeys = new Set(Object.keys(offersQuery.shape).filter((key) => key !== 'page'));

/**
 * One page of a search, for its feed: the query read by the offers API's own contract
 * (`parseOfferQuery`, strict) and run through the one search entry, as the search page and the
 * API (newest first without text). What the contract refuses (a 200-character limit passed, page
 * 0 or 10,000, `schedule=abc`) is `invalid`, for a 400; cities or ids the board does not know
 * match no offer (an empty feed, which stays valid when a city later disappears); a page past
 * the end is empty. Without filters the feed is the board's newest publications, in the order of
 * the items' dates (the search sorts by creation, which an offer published later would break).
 */
export async function searchFeed(
  ctx: ServiceContext,
  query: URLSearchParams,
): Promise<SearchFeedResult> {
  // A repeated key counts once (its last value), as in the API.
  const raw = Object.fromEntries(query);
  const parsed = parseOfferQuery(raw, 'strict');
  if (!parsed.success) return { status: 'invalid' };
  const { page, ...input } = parsed.data;
  const filters = new URLSearchParams(
    Object.entries(raw).filter(([key, value]) => filterKeys.has(key) && value !== ''),
  );
  if (filters.size === 0) {
    const offers = await latestLiveOffers(ctx, OFFERS_PER_PAGE, (page - 1) * OFFERS_PER_PAGE);
    return { status: 'ok', offers, filters };
  }
  const found = await searchOfferEntry(
    ctx,
    input,
    { policy: 'fallback', unknown: 'match-nothing' },
    { page, pastLastPage: 'empty', cached: false },
  );
  if (found.list.data.length === 0) return { status: 'ok', offers: [], filters };
  // The search lists offers without their text; the feed's excerpts need it.
  const offers = await hydrateOffers(
    ctx,
    found.list.data.map((o) => o.id),
    { withDescription: true },
  );
  return { status: 'ok', offers, filters };
}
