import { searchOfferIds } from '@jobboard/db/search/offer-search';
import type { ServiceContext } from '../../context';
import { OFFERS_PER_PAGE, type OfferListDto } from '../../contracts/offers';
import { hydrateOffers } from './hydrate-offers';
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
  const perPage = OFFERS_PER_PAGE;
  const { offerIds, total, page } = await searchOfferIds(ctx.db, {
    ...filters,
    board: ctx.board,
    page: paging.page,
    perPage,
    pastLastPage: paging.pastLastPage ?? 'empty',
  });
  return {
    data: await hydrateOffers(ctx, offerIds),
    meta: {
      current_page: page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total,
    },
  };
}
