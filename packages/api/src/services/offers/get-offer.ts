import type { ServiceContext } from '../../context';
import type { OfferDto } from '../../contracts/offers';
import { DomainError } from '../../errors';
import { hydrateOffers } from './hydrate-offers';
import { requireLiveOffer } from './live-offer';

/** GET /jobboard/{board}/offers/{id} (and the legacy path, with the language forced). */
export async function getOffer(ctx: ServiceContext, input: { id: number }): Promise<OfferDto> {
  await requireLiveOffer(ctx, input.id);
  const [offer] = await hydrateOffers(ctx, [input.id], { withDescription: true });
  if (!offer) throw DomainError.notFound();
  return offer;
}
