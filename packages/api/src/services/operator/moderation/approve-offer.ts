import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { offerContents, offerPublications, offers } from '@jobboard/db/schema/offers';
import type { ApproveOfferInput } from '../../../contracts/operator/moderation';
import { DomainError } from '../../../errors';
import { refreshSearch } from '../../employer-offers/save-offer';
import { enqueueMails, type EnqueueMail } from '../../mail/enqueue-mail';
import { recordAudit } from '../audit/record-audit';
import type { OperatorRow } from '../operator-account';
import type { OperatorContext } from '../operator-context';
import { operatorMaySee } from '../scopes';
import { offerManagers } from '../reports/reject-offer';

/**
 * Lifts the hold of an offer on one board: public at once (the read model is rebuilt in the
 * transaction), the team mailed in each member's language, the audit line written, all
 * committed together. No day of the period is lost to the wait: the publication's end moves
 * by the time it was held, and one held from its publish counts as published now (newest in
 * search). A paid period that ended during the hold moves with it. An offer not held there, or
 * a board outside the operator's, is a 404; approved a moment ago by another operator, a 409.
 */
export async function approveOffer(
  ctx: OperatorContext,
  operator: OperatorRow,
  offerId: number,
  input: ApproveOfferInput,
): Promise<{ offer_id: number; board: string; expires_at: string | null }> {
  const { board } = input;
  if (!operatorMaySee(operator, ctx.boardKeys, board)) throw DomainError.notFound();
  return ctx.db.transaction(async (tx) => {
    const where = and(eq(offerPublications.offerId, offerId), eq(offerPublications.board, board));
    const [publication] = await tx.select().from(offerPublications).where(where).for('update');
    if (!publication) throw DomainError.notFound();
    if (!publication.heldAt) throw DomainError.conflict();
    const heldFor = Math.max(0, ctx.now.getTime() - publication.heldAt.getTime());
    const heldFromPublish = publication.publishedAt.getTime() >= publication.heldAt.getTime();
    const expiresAt = publication.expiresAt
      ? new Date(publication.expiresAt.getTime() + heldFor)
      : null;
    const [approved] = await tx
      .update(offerPublications)
      .set({
        heldAt: null,
        approvedAt: ctx.now,
        approvedBy: operator.id,
        expiresAt,
        expiredAt: null,
        reminderSentAt: null,
        ...(heldFromPublish ? { publishedAt: ctx.now } : {}),
      })
      .where(and(where, isNotNull(offerPublications.heldAt)))
      .returning({ offerId: offerPublications.offerId });
    if (!approved) throw DomainError.conflict();
    await tx
      .update(offers)
      .set({
        expiresAt: sql`(SELECT max(p.expires_at) FROM offer_publications p WHERE p.offer_id = ${offerId})`,
        updatedAt: ctx.now,
      })
      .where(eq(offers.id, offerId));
    if (expiresAt && publication.expiresAt) {
      // The paid period on this board moves as the publication does: renewing and republishing
      // read it (paidPeriods).
      await tx.execute(
        sql`UPDATE payments SET paid_until = ${expiresAt.toISOString()}::timestamptz
            WHERE offer_id = ${offerId} AND status = 'paid' AND boards @> ARRAY[${board}]::text[]
              AND paid_until = ${publication.expiresAt.toISOString()}::timestamptz`,
      );
    }
    await refreshSearch(tx, offerId);

    const titles = new Map(
      (
        await tx
          .select({ language: offerContents.language, title: offerContents.title })
          .from(offerContents)
          .where(eq(offerContents.offerId, offerId))
      ).map((row) => [row.language, row.title]),
    );
    const fallbackTitle = [...titles.values()][0] ?? '';
    const mails: EnqueueMail<'offer-approved'>[] = (await offerManagers(tx, offerId)).map(
      (manager) => ({
        board,
        to: manager.email,
        locale: manager.language,
        template: 'offer-approved',
        payload: { offerId, offerTitle: titles.get(manager.language) ?? fallbackTitle },
      }),
    );
    await enqueueMails(tx, mails);

    await recordAudit(tx, {
      operator,
      action: 'approve_offer',
      board,
      target: { type: 'offer', id: offerId },
      now: ctx.now,
    });
    return { offer_id: offerId, board, expires_at: expiresAt?.toISOString() ?? null };
  });
}
