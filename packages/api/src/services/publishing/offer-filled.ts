import { eq } from 'drizzle-orm';
import { offers } from '@jobboard/db/schema/offers';
import type { EmployerOfferDto } from '../../contracts/employer-offers/offer-dto';
import { withinFillGrace } from '../../contracts/employer-offers/offer-filled-rules';
import { DomainError } from '../../errors';
import type { EmployerContext } from '../employer-offers/employer-context';
import { loadEmployerOffer } from '../employer-offers/load-offer';
import { refreshSearch } from '../employer-offers/save-offer';

/**
 * PUT /api/ats/offers/{id}/mark-filled: the position is filled. The offer leaves search and every
 * list in this transaction (refresh_offer_search skips it); its page says so for a week. Its
 * publications stay, so reopening needs no new payment. Marking it again changes nothing.
 */
export async function markOfferFilled(
  ctx: EmployerContext,
  offerId: number,
): Promise<EmployerOfferDto> {
  return ctx.db.transaction(async (tx) => {
    const offer = await loadEmployerOffer(ctx, offerId, tx);
    if (offer.status === 'filled') return offer;
    // A draft, an expired or an unpublished offer is seen by no one: there is nothing to close.
    if (offer.status !== 'published') throw DomainError.conflict('offer_not_fillable');
    await tx
      .update(offers)
      .set({ filledAt: ctx.now, updatedAt: ctx.now })
      .where(eq(offers.id, offerId));
    await refreshSearch(tx, offerId);
    return loadEmployerOffer(ctx, offerId, tx);
  });
}

/**
 * PUT /api/ats/offers/{id}/reopen: undoes "filled" within the grace; the offer is back where
 * its publications still run. After the grace it is a 409 (its page is gone: duplicate it).
 * An offer that is not filled is returned as it is.
 */
export async function reopenOffer(
  ctx: EmployerContext,
  offerId: number,
): Promise<EmployerOfferDto> {
  return ctx.db.transaction(async (tx) => {
    const offer = await loadEmployerOffer(ctx, offerId, tx);
    if (offer.filled_at === null) return offer;
    if (!withinFillGrace(new Date(offer.filled_at), ctx.now)) {
      throw DomainError.conflict('offer_fill_grace_over');
    }
    await tx
      .update(offers)
      .set({ filledAt: null, updatedAt: ctx.now })
      .where(eq(offers.id, offerId));
    await refreshSearch(tx, offerId);
    return loadEmployerOffer(ctx, offerId, tx);
  });
}
