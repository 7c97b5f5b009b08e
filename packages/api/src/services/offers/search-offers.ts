import { offerDistances, searchOfferIds } from '@jobboard/db/search/offer-search';
import type { ServiceContext } from '../../context';
import { OFFERS_PER_PAGE, type OfferListDto } from '../../contracts/offers';
import { toOfferList } from './offer-list';
import type { ResolvedOfferFilters } from './resolve-filters';
import { cachedSearch } from './search-cache';

export interface SearchPaging {
  page: number;
  /**
   * `last`: a page past the end answers the last page, found in the same search (pages opened
   * from old links). `empty` (the API): no offers, with the total.
   */
  pastLastPage?: 'empty' | 'last';
}

/**
 * GET /jobboard/{board}/offers: one page of live offers on the board, with pagination meta.
 * Exactly one search (plus the page's distances for a distance search); the filters come
 * resolved (`resolveOfferFilters`).
 */
export async function searchOffers(
  ctx: ServiceContext,
  filters: ResolvedOfferFilters,
  paging: SearchPaging,
): Promise<OfferListDto> {
  const found = await searchOfferIds(ctx.db, {
    ...filters,
    board: ctx.board,
    page: paging.page,
    perPage: OFFERS_PER_PAGE,
    pastLastPage: paging.pastLastPage ?? 'empty',
  });
  const list = await toOfferList(ctx, found);
  if (!filters.near) return list;
  // A distance search says how far each offer is (from the read model's position, which is the
  // city centre for a confidential offer), rounded to the km on the page. The search found them
  // with the page, except on the last page answered for a page past it.
  const km = found.distancesKm
    ? pageDistances(found.offerIds, found.distancesKm)
    : await offerDistances(ctx.db, ctx.board, found.offerIds, filters.near);
  return {
    ...list,
    data: list.data.map((offer) => {
      const distance = km.get(offer.id);
      return distance === undefined ? offer : { ...offer, distance_km: Math.round(distance) };
    }),
  };
}

/**
 * `searchOffers` through the search result cache (search-cache.ts): the same answer, served from
 * memory until the database changes what the search can return. The API's offers list uses it.
 */
export function cachedSearchOffers(
  ctx: ServiceContext,
  filters: ResolvedOfferFilters,
  paging: SearchPaging,
): Promise<OfferListDto> {
  return cachedSearch(ctx, filters, paging, () => searchOffers(ctx, filters, paging));
}

function pageDistances(ids: readonly number[], km: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  ids.forEach((id, i) => {
    const distance = km[i];
    if (distance !== undefined) out.set(id, distance);
  });
  return out;
}
