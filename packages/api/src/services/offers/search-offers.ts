import {
  offerDistances,
  searchOfferIds,
  type OfferSearchResult,
} from '@jobboard/db/search/offer-search';
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
  const found = await findPage(ctx, filters, paging);
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

/** Featured offers take the first slots of each page of the default sort, at most this many. */
export const FEATURED_PER_PAGE = 3;

/**
 * Featured matches read for the slots. Featured periods are paid and few; past this many, the
 * rest are ranked among the others.
 */
const FEATURED_READ = 500;

/**
 * Where page `page` starts in the featured list (`fb`) and in the others (`rb`), and how many of
 * each it shows. Pages are filled in order: up to FEATURED_PER_PAGE featured offers first, then
 * the others; once the others run out, the featured ones left fill whole pages. So every page
 * but the last is full and the total is the sum of both lists.
 */
export function featuredSlots(
  page: number,
  perPage: number,
  featuredTotal: number,
  othersTotal: number,
): { fb: number; featured: number; rb: number; others: number } {
  const before = (page - 1) * perPage;
  const slotted = Math.min(featuredTotal, (page - 1) * FEATURED_PER_PAGE);
  const rb = Math.min(othersTotal, before - slotted);
  const fb = Math.min(featuredTotal, before - rb);
  const slots = Math.min(FEATURED_PER_PAGE, featuredTotal - fb);
  const others = Math.max(0, Math.min(perPage - slots, othersTotal - rb));
  const featured = Math.max(0, Math.min(featuredTotal - fb, perPage - others));
  return { fb, featured, rb, others };
}

/**
 * The page's ids. An explicit sort (date, distance, pay) is that order alone; the default sort
 * puts the offers featured now in the first slots of each page (FEATURED_PER_PAGE at most,
 * newest or best matching first) and the others after them in the search's own order.
 */
async function findPage(
  ctx: ServiceContext,
  filters: ResolvedOfferFilters,
  paging: SearchPaging,
): Promise<OfferSearchResult> {
  const base = { ...filters, board: ctx.board, perPage: OFFERS_PER_PAGE };
  const pastLastPage = paging.pastLastPage ?? 'empty';
  const plain = () => searchOfferIds(ctx.db, { ...base, page: paging.page, pastLastPage });
  if (filters.sort !== undefined) return plain();
  const featured = await searchOfferIds(ctx.db, {
    ...base,
    featuredOnly: true,
    page: 1,
    perPage: FEATURED_READ,
  });
  if (featured.offerIds.length === 0) return plain();
  const ids = featured.offerIds;
  const pageOf = async (page: number) => {
    // The others' offset assumes they last until this page; when they do not, the page holds
    // none of them and the arithmetic below says which featured offers fill it.
    const before = (page - 1) * OFFERS_PER_PAGE;
    const offset = before - Math.min(ids.length, (page - 1) * FEATURED_PER_PAGE);
    const others = await searchOfferIds(ctx.db, {
      ...base,
      excludeIds: ids,
      page,
      offset,
      pastLastPage: 'empty',
    });
    const slots = featuredSlots(page, OFFERS_PER_PAGE, ids.length, others.total);
    return {
      offerIds: [
        ...ids.slice(slots.fb, slots.fb + slots.featured),
        ...others.offerIds.slice(0, slots.others),
      ],
      total: ids.length + others.total,
      page,
    };
  };
  const found = await pageOf(paging.page);
  if (found.offerIds.length > 0 || paging.page === 1 || pastLastPage === 'empty') return found;
  // A page past the end from an old link answers the last page.
  const last = Math.max(1, Math.ceil(found.total / OFFERS_PER_PAGE));
  return last < paging.page ? pageOf(last) : found;
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
