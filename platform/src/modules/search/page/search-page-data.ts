import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import { parseOfferQuery, type RawQuery } from '@jobboard/api/contracts/offer-search/offer-query';
import type { OfferListDto, OffersQuery } from '@jobboard/api/contracts/offers';
import type { ServiceContext } from '@jobboard/api/context';
import { parseNear } from '@jobboard/api/contracts/offer-filter-rules';
import { resolvePlace } from '@jobboard/api/services/catalogue/canada-places';
import { listCities, type CityOption } from '@jobboard/api/services/catalogue/cities';
import { listOfferAttributes } from '@jobboard/api/services/catalogue/offer-attributes';
import { searchOfferEntry } from '@jobboard/api/services/offers/search-entry';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { serviceContext } from '@/modules/page-routes/server';

export type PageSearchParams = Record<string, string | string[] | undefined>;

/**
 * The place of the URL's `near`: the gazetteer's label of the place it names, or what was typed
 * when it names none (the page says so, and searches without it); null without a place.
 */
export type PagePlace = { near: string; label: string } | { unmatched: string } | null;

export interface SearchPageData {
  /**
   * The URL's filters, as asked (the form and the island start from them), less a place that
   * matches nothing (`place` says it).
   */
  requested: OffersQuery;
  place: PagePlace;
  /** The filters the results answer: the page's own when the URL's fell back. */
  filters: OffersQuery;
  results: OfferListDto;
  specializations: OfferAttributeDto[];
  schedules: OfferAttributeDto[];
  cities: CityOption[];
}

/**
 * A search page's query: its URL's, read by the contract's one parser with the fallback policy
 * (a malformed filter is dropped, so a hand-edited or outdated link still shows a search), over
 * the page's own filters (a landing's city) for those the URL does not set.
 */
export function pageQuery(searchParams: RawQuery, base: OffersQuery): OffersQuery {
  return { ...base, ...parseOfferQuery(searchParams, 'fallback').data };
}

/**
 * First paint of a search page, straight from the services with typed filters: the catalogue
 * lists and ONE search, through the one search entry. A shared link naming a city or id the
 * board does not have falls back to the page's own filters (the fallback policy's `instead`),
 * and a page past the end shows the last one (the search itself finds it). Through the search
 * result cache, as the API's list: a signed-in visitor's page renders every time, and its search
 * was most of that render's cost on PGlite; the cache answers as the database is, generation by
 * generation (search-cache.ts).
 */
export async function searchPageData(
  ctx: ServiceContext,
  base: OffersQuery,
  searchParams: PageSearchParams,
): Promise<SearchPageData> {
  const { query: requested, place } = withPlace(pageQuery(searchParams, base));
  const { page, ...filters } = requested;
  const { page: _basePage, ...baseFilters } = base;
  const [attributes, cities, found] = await Promise.all([
    listOfferAttributes(ctx),
    listCities(ctx.db),
    searchOfferEntry(
      ctx,
      filters,
      { policy: 'fallback', unknown: { instead: baseFilters } },
      { page, pastLastPage: 'last' },
    ),
  ]);
  const results = found.list;
  const fellBack = found.unknown.length > 0;
  return {
    requested,
    filters: { ...(fellBack ? base : requested), page: results.meta.current_page },
    results,
    specializations: attributes.filter((a) => a.type === 'specialization'),
    schedules: attributes.filter((a) => a.type === 'schedule'),
    cities,
    place,
  };
}

/**
 * The query's place checked against the gazetteer (issue 46, item 10): one that names no place
 * is taken out, with nearest first, rather than ignored by a search that would look filtered by
 * it. The radius stays for the form to show (without a place it filters nothing). The API answers
 * the same `near` with a 422.
 */
function withPlace(query: OffersQuery): { query: OffersQuery; place: PagePlace } {
  const near = query.near === undefined ? null : parseNear(query.near);
  if (!near || !('name' in near)) return { query, place: null };
  const found = resolvePlace(near.name);
  if (found) return { query, place: { near: near.name, label: found.label } };
  const { near: _near, sort, ...rest } = query;
  return {
    query: { ...rest, ...(sort && sort !== 'distance' ? { sort } : {}) },
    place: { unmatched: near.name },
  };
}

export async function loadSearchPage(
  board: BoardConfig,
  locale: Locale,
  base: OffersQuery,
  searchParams: PageSearchParams,
): Promise<SearchPageData> {
  return searchPageData(await serviceContext(board, locale), base, searchParams);
}
