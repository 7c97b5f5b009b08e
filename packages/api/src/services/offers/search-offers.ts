import { searchOfferIds } from '@jobboard/db/search/offer-search';
import type { ServiceContext } from '../../context';
import { OFFERS_PER_PAGE, type OfferListDto } from '../../contracts/offers';
import { toOfferList } from './offer-list';
import type { ResolvedOfferFilters } from './resolve-filters';

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
 * Exactly one search; the filters come resolved (`resolveOfferFilters`).
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
  return toOfferList(ctx, found);
}
