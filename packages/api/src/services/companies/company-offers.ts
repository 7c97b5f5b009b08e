import { searchOfferIds } from '@jobboard/db/search/offer-search';
import type { ServiceContext } from '../../context';
import { OFFERS_PER_PAGE, type OfferListDto } from '../../contracts/offers';
import { toOfferList } from '../offers/offer-list';
import type { SearchPaging } from '../offers/search-offers';
import { requireVisibleCompany } from './get-company';

/** GET /jobboard/{board}/company/{id}/offers: its live, non-confidential offers on the board. */
export async function companyOffers(
  ctx: ServiceContext,
  input: { id: number } & SearchPaging,
): Promise<OfferListDto> {
  await requireVisibleCompany(ctx, input.id);
  const found = await searchOfferIds(ctx.db, {
    board: ctx.board,
    companyId: input.id,
    page: input.page,
    perPage: OFFERS_PER_PAGE,
    pastLastPage: input.pastLastPage ?? 'empty',
  });
  return toOfferList(ctx, found);
}
