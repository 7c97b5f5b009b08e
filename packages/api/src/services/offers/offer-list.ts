import type { OfferSearchResult } from '@jobboard/db/search/offer-search';
import type { ServiceContext } from '../../context';
import { OFFERS_PER_PAGE, type OfferListDto } from '../../contracts/offers';
import { hydrateOffers } from './hydrate-offers';
import { paginationMeta } from '../../contracts/pagination';

/** A search's page of ids as the API lists offers: hydrated, with the pagination meta. */
export async function toOfferList(
  ctx: ServiceContext,
  { offerIds, total, page }: OfferSearchResult,
): Promise<OfferListDto> {
  return {
    data: await hydrateOffers(ctx, offerIds),
    meta: paginationMeta(page, OFFERS_PER_PAGE, total),
  };
}
