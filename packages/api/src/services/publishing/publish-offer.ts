import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { EmployerOfferDto } from '../../contracts/employer-offers/offer-dto';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';
import type { EmployerContext } from '../employer-offers/employer-context';
import { loadEmployerOffer } from '../employer-offers/load-offer';
import { takeCredit } from './posting-credits';
import {
  expiryAfter,
  paidPeriods,
  putOnBoards,
  takeOffBoards,
  targetBoards,
} from './publication-writes';

/** The offer, when the Quebec rules let it go live (French version, pay...); 422 otherwise. */
export async function publishableOffer(
  ctx: EmployerContext,
  offerId: number,
  tx: Executor,
): Promise<EmployerOfferDto> {
  const offer = await loadEmployerOffer(ctx, offerId, tx);
  if (offer.publication_problems.length > 0) {
    throw new DomainError('invalid_input', {
      messageKey: 'offer_not_publishable',
      fields: { publication: offer.publication_problems },
    });
  }
  return offer;
}

/**
 * POST .../employer/offer/{id}/publish: live at once on free boards, and on paid boards whose
 * paid period for this offer still runs (republishing within it costs nothing). On a paid board
 * without such a period, one of the team's posting credits for that board is spent (unless
 * `useCredit` is false), in this transaction; a board still unpaid is a 409
 * `payment_required`: the checkout is the way there.
 */
export async function publishOffer(
  ctx: EmployerContext,
  registry: readonly BoardConfig[],
  offerId: number,
  requested: readonly string[] | undefined,
  useCredit = true,
): Promise<EmployerOfferDto> {
  return ctx.db.transaction(async (tx) => {
    await publishableOffer(ctx, offerId, tx);
    const targets = await targetBoards(ctx, registry, requested, tx);
    const paid = await paidPeriods(tx, offerId, ctx.now);
    for (const board of targets) {
      if (board.features.freeSingleJobPosting || paid.has(board.key)) continue;
      const credit = useCredit ? await takeCredit(tx, ctx.teamId, offerId, board, ctx.now) : null;
      // The credits taken for other boards roll back with the transaction.
      if (!credit) throw DomainError.conflict('payment_required');
      paid.set(board.key, credit.paidUntil);
    }
    await putOnBoards(
      tx,
      offerId,
      targets.map((b) => ({ board: b, expiresAt: paid.get(b.key) ?? expiryAfter(b, ctx.now) })),
      ctx.now,
    );
    return loadEmployerOffer(ctx, offerId, tx);
  });
}

/** PUT /api/ats/offers/{id}/unpublish-from-all-jobboards: off every board in one transaction. */
export async function unpublishFromAllBoards(
  ctx: EmployerContext,
  offerId: number,
): Promise<EmployerOfferDto> {
  return ctx.db.transaction(async (tx) => {
    await loadEmployerOffer(ctx, offerId, tx);
    await takeOffBoards(tx, offerId, ctx.now);
    return loadEmployerOffer(ctx, offerId, tx);
  });
}
