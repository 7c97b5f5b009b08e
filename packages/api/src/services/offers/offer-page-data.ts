import type { ServiceContext } from '../../context';
import type { OfferDto } from '../../contracts/offers';
import { offerHomeBoard } from '../seo/offer-home-board';
import { getOffer } from './get-offer';
import { cachedOfferPage } from './search-cache';
import { similarOffers } from './similar-offers';

export interface OfferPageData {
  offer: OfferDto;
  /** Live offers of the same specialization, else category (similarOffers). */
  similar: OfferDto[];
  /** Where the offer's canonical page is (offerHomeBoard); null when live nowhere. */
  homeBoard: string | null;
}

/**
 * What the public offer page shows, from the search cache while the database has not changed it
 * (search-cache.ts): a DomainError 404 when the offer is not live on ctx.board.
 */
export async function offerPageData(
  ctx: ServiceContext,
  input: { id: number },
): Promise<OfferPageData> {
  const { data, homeBoard } = await cachedOfferPage(ctx, input.id, async () => {
    const offer = await getOffer(ctx, input);
    const [similar, home] = await Promise.all([
      // A filled offer has left the read model that similar offers are found through.
      offer.filled_at ? [] : similarOffers(ctx, { offerId: input.id }),
      offerHomeBoard(ctx, input.id),
    ]);
    // One list, so the cache refreshes every shown offer's application count in one query.
    return { data: [offer, ...similar], homeBoard: home };
  });
  const [offer, ...similar] = data;
  if (!offer) throw new Error('a cached offer page without its offer');
  return { offer, similar, homeBoard };
}
