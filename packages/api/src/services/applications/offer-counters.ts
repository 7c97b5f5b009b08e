import { eq, sql } from 'drizzle-orm';
import { offerDailyCounts } from '@jobboard/db/schema/candidates';
import { offers } from '@jobboard/db/schema/offers';
import type { Executor } from '../executor';

export type OfferCounter = 'applyClicks' | 'applications';

/** Today in Quebec: the day a counter row counts. */
export const counterDay = sql`(now() AT TIME ZONE 'America/Toronto')::date`;

/**
 * Adds one to an offer's counter for today (Quebec's day) on a board: one upsert, no
 * personal data, so the employer's funnel can be drawn later.
 */
export async function countOfferEvent(
  tx: Executor,
  offerId: number,
  board: string,
  counter: OfferCounter,
): Promise<void> {
  const column = offerDailyCounts[counter];
  await tx
    .insert(offerDailyCounts)
    .values({
      offerId,
      board,
      day: counterDay,
      [counter]: 1,
    })
    .onConflictDoUpdate({
      target: [offerDailyCounts.offerId, offerDailyCounts.board, offerDailyCounts.day],
      set: { [counter]: sql`${column} + 1` },
    });
}

/**
 * The offer's public count of applications not withdrawn (issue 19), moved in the transaction
 * of the apply (+1) or the withdrawal (-1) so it never drifts from the applications table.
 */
export async function moveApplicationCount(
  tx: Executor,
  offerId: number,
  delta: 1 | -1,
): Promise<void> {
  await tx
    .update(offers)
    .set({ applicationCount: sql`greatest(${offers.applicationCount} + ${delta}, 0)` })
    .where(eq(offers.id, offerId));
}
