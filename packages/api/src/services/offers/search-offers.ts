import { searchOfferIds } from '@jobboard/db/search/offer-search';
import type { ServiceContext } from '../../context';
import { OFFERS_PER_PAGE, type OfferListDto } from '../../contracts/offers';
import { hydrateOffers } from './hydrate-offers';
import { resolveOfferFilters, type RawOfferFilters } from './resolve-filters';

export interface SearchOffersInput extends RawOfferFilters {
  page: number;
}

/** GET /jobboard/{board}/offers: one page of live offers on the board, with pagination meta. */
export async function searchOffers(
  ctx: ServiceContext,
  input: SearchOffersInput,
): Promise<OfferListDto> {
  const filters = await resolveOfferFilters(ctx, input);
  const perPage = OFFERS_PER_PAGE;
  const { offerIds, total } = await searchOfferIds(ctx.db, {
    ...filters,
    page: input.page,
    perPage,
  });
  return {
    data: await hydrateOffers(ctx, offerIds),
    meta: {
      current_page: input.page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total,
    },
  };
}
