import { searchOfferIds } from '@jobboard/db/search/offer-search';
import type { ServiceContext } from '../../context';
import { OFFERS_PER_PAGE, type OfferListDto } from '../../contracts/offers';
import { hydrateOffers } from '../offers/hydrate-offers';
import type { SearchPaging } from '../offers/search-offers';
import { requireVisibleCompany } from './get-company';

/** GET /jobboard/{board}/company/{id}/offers: its live, non-confidential offers on the board. */
export async function companyOffers(
  ctx: ServiceContext,
  input: { id: number } & SearchPaging,
): Promise<OfferListDto> {
  await requireVisibleCompany(ctx, input.id);
  const { offerIds, total, page } = await searchOfferIds(ctx.db, {
    board: ctx.board,
    companyId: input.id,
    page: input.page,
    perPage: OFFERS_PER_PAGE,
    pastLastPage: input.pastLastPage ?? 'empty',
  });
  return {
    data: await hydrateOffers(ctx, offerIds),
    meta: {
      current_page: page,
      per_page: OFFERS_PER_PAGE,
      last_page: Math.max(1, Math.ceil(total / OFFERS_PER_PAGE)),
      total,
    },
  };
}
