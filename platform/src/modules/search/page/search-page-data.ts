import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import type { OfferListDto } from '@jobboard/api/contracts/offers';
import type { ServiceContext } from '@jobboard/api/context';
import { listCities, type CityOption } from '@jobboard/api/services/catalogue/cities';
import { listOfferAttributes } from '@jobboard/api/services/catalogue/offer-attributes';
import { resolveOfferFilters } from '@jobboard/api/services/offers/resolve-filters';
import { cachedSearchOffers } from '@jobboard/api/services/offers/search-offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { filtersFromParams, toFiltersInput, type OfferFilters } from '../offer-filters';
import { serviceContext } from '@/modules/page-routes/server';

export type PageSearchParams = Record<string, string | string[] | undefined>;

export interface SearchPageData {
  /** The URL's filters, as asked (the form and the island start from them). */
  requested: OfferFilters;
  /** The filters the results answer: the page's own when the URL's fell back. */
  filters: OfferFilters;
  results: OfferListDto;
  specializations: OfferAttributeDto[];
  schedules: OfferAttributeDto[];
  cities: CityOption[];
}

export function toUrlParams(searchParams: PageSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out.set(key, first);
  }
  return out;
}

/**
 * First paint of a search page, straight from the services with typed filters: the catalogue
 * lists and ONE search. A shared link naming a city or id the board does not have falls back to
 * the page's own filters (the resolver says which are unknown), and a page past the end shows
 * the last one (the search itself finds it). Through the search result cache, as the API's list:
 * a signed-in visitor's page renders every time, and its search was most of that render's cost
 * on PGlite; the cache answers as the database is, generation by generation (search-cache.ts).
 */
export async function searchPageData(
  ctx: ServiceContext,
  base: OfferFilters,
  searchParams: PageSearchParams,
): Promise<SearchPageData> {
  const requested = filtersFromParams(toUrlParams(searchParams), base);
  const [attributes, cities, resolution] = await Promise.all([
    listOfferAttributes(ctx),
    listCities(ctx.db),
    resolveOfferFilters(ctx, toFiltersInput(requested)),
  ]);
  const fallBack = resolution.unknown.length > 0;
  const filters = fallBack ? { ...base, page: 1 } : requested;
  const resolved = fallBack
    ? (await resolveOfferFilters(ctx, toFiltersInput(filters))).filters
    : resolution.filters;
  const results = await cachedSearchOffers(ctx, resolved, {
    page: filters.page,
    pastLastPage: 'last',
  });
  return {
    requested,
    filters: { ...filters, page: results.meta.current_page },
    results,
    specializations: attributes.filter((a) => a.type === 'specialization'),
    schedules: attributes.filter((a) => a.type === 'schedule'),
    cities,
  };
}

export async function loadSearchPage(
  board: BoardConfig,
  locale: Locale,
  base: OfferFilters,
  searchParams: PageSearchParams,
): Promise<SearchPageData> {
  return searchPageData(await serviceContext(board, locale), base, searchParams);
}
