import { and, eq } from 'drizzle-orm';
import { offerPublications } from '@jobboard/db/schema/offers';
import { offerSearch } from '@jobboard/db/schema/search';
import type { Executor } from '../executor';
import { DAY_MS } from './pricing';

/**
 * The fulfilment of a paid featured payment, inside fulfilCheckout's transaction (the payment
 * row locked): the publication on the payment's board is featured for `days` more, from the end
 * of a period still running or from now, and the read model follows. Null when the offer is no
 * longer on that board (taken off between the checkout and the payment): nothing to feature.
 */
export async function featurePublication(
  tx: Executor,
  offerId: number,
  board: string,
  days: number,
  now: Date,
): Promise<Date | null> {
  const [publication] = await tx
    .select({ featuredUntil: offerPublications.featuredUntil })
    .from(offerPublications)
    .where(and(eq(offerPublications.offerId, offerId), eq(offerPublications.board, board)))
    .for('update');
  if (!publication) return null;
  const from = Math.max(now.getTime(), publication.featuredUntil?.getTime() ?? 0);
  const until = new Date(from + days * DAY_MS);
  const same = (t: typeof offerPublications | typeof offerSearch) =>
    and(eq(t.offerId, offerId), eq(t.board, board));
  await tx.update(offerPublications).set({ featuredUntil: until }).where(same(offerPublications));
  await tx.update(offerSearch).set({ featuredUntil: until }).where(same(offerSearch));
  return until;
}

/**
 * A refunded featured payment gives its days back: the period ends `days` earlier (extensions
 * bought after it keep theirs), and at once when that is already past.
 */
export async function unfeaturePublication(
  tx: Executor,
  offerId: number,
  board: string,
  days: number,
  now: Date,
): Promise<void> {
  const [publication] = await tx
    .select({ featuredUntil: offerPublications.featuredUntil })
    .from(offerPublications)
    .where(and(eq(offerPublications.offerId, offerId), eq(offerPublications.board, board)))
    .for('update');
  if (!publication?.featuredUntil) return;
  const end = publication.featuredUntil.getTime() - days * DAY_MS;
  const until = end > now.getTime() ? new Date(end) : null;
  const same = (t: typeof offerPublications | typeof offerSearch) =>
    and(eq(t.offerId, offerId), eq(t.board, board));
  await tx.update(offerPublications).set({ featuredUntil: until }).where(same(offerPublications));
  await tx.update(offerSearch).set({ featuredUntil: until }).where(same(offerSearch));
}
