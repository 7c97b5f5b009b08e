import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import type { OfferListDto } from '@jobboard/api/contracts/offers';
import { ApiError } from '@jobboard/api/http/errors';
import { listCities, type CityOption } from '@jobboard/api/services/catalogue/cities';
import { listOfferAttributes } from '@jobboard/api/services/catalogue/offer-attributes';
import { searchOffers } from '@jobboard/api/services/offers/search-offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { apiQuery, filtersFromParams, type OfferFilters } from './offer-filters';
import { serviceContext } from '@/modules/page-routes/server';

export type PageSearchParams = Record<string, string | string[] | undefined>;

export interface SearchPageData {
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

async function search(ctx: Awaited<ReturnType<typeof serviceContext>>, filters: OfferFilters) {
  const q = apiQuery(filters);
  const published = q.get('published_at');
  return searchOffers(ctx, {
    ...(q.get('title') ? { title: q.get('title') ?? '' } : {}),
    ...(q.get('company') ? { company: q.get('company') ?? '' } : {}),
    ...(q.get('city') ? { city: q.get('city') ?? '' } : {}),
    ...(q.get('specialization') ? { specialization: q.get('specialization') ?? '' } : {}),
    ...(q.get('schedule') ? { schedule: q.get('schedule') ?? '' } : {}),
    ...(published === '24h' || published === '7d' || published === '30d'
      ? { published_at: published }
      : {}),
    page: filters.page,
  });
}

/**
 * First paint of a search page, straight from the services: the catalogue lists and the
 * results of the URL's filters. A shared link with an unknown city or id falls back to the
 * page's own filters instead of failing, and a page past the end shows the last one.
 */
export async function loadSearchPage(
  board: BoardConfig,
  locale: Locale,
  base: OfferFilters,
  searchParams: PageSearchParams,
): Promise<SearchPageData> {
  const ctx = await serviceContext(board, locale);
  let filters = filtersFromParams(toUrlParams(searchParams), base);
  const [attributes, cities] = await Promise.all([listOfferAttributes(ctx), listCities(ctx.db)]);
  let results: OfferListDto;
  try {
    results = await search(ctx, filters);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    filters = { ...base, page: 1 };
    results = await search(ctx, filters);
  }
  if (filters.page > results.meta.last_page) {
    filters = { ...filters, page: results.meta.last_page };
    results = await search(ctx, filters);
  }
  return {
    filters,
    results,
    specializations: attributes.filter((a) => a.type === 'specialization'),
    schedules: attributes.filter((a) => a.type === 'schedule'),
    cities,
  };
}
