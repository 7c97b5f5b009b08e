import type { ServiceContext } from '../../context';
import type { OfferDto } from '../../contracts/offers';
import { DomainError } from '../../errors';
import { hydrateOffers } from './hydrate-offers';
import { requireLiveOffer } from './live-offer';

/**
 * GET /jobboard/{board}/offers/{id} (and the legacy path, with the language forced); a filled
 * offer within its grace too, with `filled_at`, so its page can say it is filled.
 */
export async function getOffer(ctx: ServiceContext, input: { id: number }): Promise<OfferDto> {
  await requireLiveOffer(ctx, input.id).catch((error: unknown) => {
    // Applying to it is the conflict; showing it is not.
    if (!(error instanceof DomainError && error.options.messageKey === 'offer_filled')) throw error;
  });
  const [offer] = await hydrateOffers(ctx, [input.id], { withDescription: true });
  if (!offer) throw DomainError.notFound();
  return offer;
}
