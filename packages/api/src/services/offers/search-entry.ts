import type { ServiceContext } from '../../context';
import type { QueryPolicy } from '../../contracts/offer-search/offer-query';
import { OFFERS_PER_PAGE, type OfferFiltersInput, type OfferListDto } from '../../contracts/offers';
import {
  resolveOfferFilters,
  unknownFiltersError,
  type CatalogueFilter,
  type ResolvedOfferFilters,
} from './resolve-filters';
import { cachedSearchOffers, searchOffers, type SearchPaging } from './search-offers';

/**
 * What `fallback` does with filters naming a city or attribute the board does not have (or no
 * longer has): `drop` them and search with the others (a stored alert), `match-nothing` (a feed:
 * an empty feed stays valid when a city disappears), or search `instead` other filters from
 * page 1 (a search page: its own built-in filters).
 */
export type UnknownFilterRule = 'drop' | 'match-nothing' | { instead: OfferFiltersInput };

export type SearchEntryPolicy =
  | { policy: Extract<QueryPolicy, 'strict'> }
  | { policy: Extract<QueryPolicy, 'fallback'>; unknown: UnknownFilterRule };

export interface SearchEntryOptions extends SearchPaging {
  /**
   * Through the search result cache (search-cache.ts), as the API and the pages: the default.
   * The feeds and the alerts' sender search apart, as they always have.
   */
  cached?: boolean;
  /**
   * Only offers published since this moment: an alert's "since the last mail", which is not one
   * of the contract's windows (`published_at`), so it comes beside the filters.
   */
  publishedSince?: Date;
}

export interface SearchEntryResult {
  list: OfferListDto;
  /** The filters the list answers: those asked, or the `instead` ones of a fallen-back search. */
  filters: OfferFiltersInput;
  /** The filters that named what the board does not have; empty when every one was known. */
  unknown: CatalogueFilter[];
}

/**
 * The one entry of an offer search: the contract's typed filters (`OfferFiltersInput`, parsed
 * once at the edge by `parseOfferQuery` or the route's contract) and a policy, in; one page of
 * offers out. `strict` (the API, a new alert): an unknown city or attribute is a 422.
 * `fallback` (pages, feeds, stored alerts): never an error, see `UnknownFilterRule`.
 */
export async function searchOfferEntry(
  ctx: ServiceContext,
  filters: OfferFiltersInput,
  policy: SearchEntryPolicy,
  options: SearchEntryOptions,
): Promise<SearchEntryResult> {
  const resolution = await resolveOfferFilters(ctx, filters);
  const { unknown } = resolution;
  let answered = filters;
  let resolved = resolution.filters;
  let paging: SearchPaging = { page: options.page, pastLastPage: options.pastLastPage };
  if (unknown.length > 0) {
    if (policy.policy === 'strict') throw unknownFiltersError(unknown);
    const rule = policy.unknown;
    if (rule === 'match-nothing') return { list: emptyList(options.page), filters, unknown };
    if (rule !== 'drop') {
      answered = rule.instead;
      resolved = (await resolveOfferFilters(ctx, rule.instead)).filters;
      paging = { ...paging, page: 1 };
    }
  }
  const searched: ResolvedOfferFilters =
    options.publishedSince === undefined
      ? resolved
      : { ...resolved, publishedSince: options.publishedSince };
  const search = options.cached === false ? searchOffers : cachedSearchOffers;
  return { list: await search(ctx, searched, paging), filters: answered, unknown };
}

/** No offers, with the meta of a search that found none: what a feed of an unknown city lists. */
function emptyList(page: number): OfferListDto {
  return {
    data: [],
    meta: { current_page: page, per_page: OFFERS_PER_PAGE, last_page: 1, total: 0 },
  };
}
