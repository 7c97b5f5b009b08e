import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { offerReports } from '@jobboard/db/schema/moderation';
import { offerContents, offerPublications } from '@jobboard/db/schema/offers';
import { queryRows } from '@jobboard/db/query';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { RejectOfferInput } from '../../../contracts/operator/moderation';
import { DomainError } from '../../../errors';
import type { Executor } from '../../executor';
import { enqueueMails, type EnqueueMail } from '../../mail/enqueue-mail';
import { takeOffBoards } from '../../publishing/publication-writes';
import { recordAudit } from '../audit/record-audit';
import type { OperatorRow } from '../operator-account';
import type { OperatorContext } from '../operator-context';
import { operatorMaySee } from '../scopes';

/** Members of the offer's team (else its company's) who manage offers, with their language. */
export async function offerManagers(db: Executor, offerId: number) {
  return queryRows<{ email: string; language: Locale }>(
    db as Database,
    sql`SELECT u.email, u.language FROM users u
        JOIN user_permissions up ON up.user_id = u.id
        JOIN permissions p ON p.id = up.permission_id AND p.name = 'manage_offers'
        WHERE u.guard = 'ats' AND u.team_id = (
          SELECT coalesce(o.team_id, c.team_id) FROM offers o
          JOIN companies c ON c.id = o.company_id WHERE o.id = ${offerId})
        ORDER BY u.id`,
  );
}

/**
 * Takes an offer off one board for breaking the rules: off search and its page (the read model
 * is refreshed in the transaction), its open reports on that board actioned, a mail with the
 * reason to each member who manages offers, and the audit line, all committed together. The
 * offer must be on that board (published there, or reported there) and the board the operator's.
 */
export async function rejectOffer(
  ctx: OperatorContext,
  operator: OperatorRow,
  offerId: number,
  input: RejectOfferInput,
): Promise<{ actioned_reports: number }> {
  const { board, reason } = input;
  if (!operatorMaySee(operator, ctx.boardKeys, board)) throw DomainError.notFound();
  return ctx.db.transaction(async (tx) => {
    const [published] = await tx
      .select({ offerId: offerPublications.offerId, heldAt: offerPublications.heldAt })
      .from(offerPublications)
      .where(and(eq(offerPublications.offerId, offerId), eq(offerPublications.board, board)));
    const [reported] = await tx
      .select({ id: offerReports.id })
      .from(offerReports)
      .where(and(eq(offerReports.offerId, offerId), eq(offerReports.board, board)))
      .limit(1);
    if (!published && !reported) throw DomainError.notFound();

    if (published) await takeOffBoards(tx, offerId, ctx.now, [board]);
    const actioned = await tx
      .update(offerReports)
      .set({ status: 'actioned', resolvedAt: ctx.now })
      .where(
        and(
          eq(offerReports.offerId, offerId),
          eq(offerReports.board, board),
          eq(offerReports.status, 'open'),
        ),
      )
      .returning({ id: offerReports.id });

    const titles = new Map(
      (
        await tx
          .select({ language: offerContents.language, title: offerContents.title })
          .from(offerContents)
          .where(eq(offerContents.offerId, offerId))
      ).map((row) => [row.language, row.title]),
    );
    const anyTitle = [...titles.values()][0] ?? '';
    const mails: EnqueueMail<'offer-rejected'>[] = (await offerManagers(tx, offerId)).map(
      (manager) => ({
        board,
        to: manager.email,
        locale: manager.language,
        template: 'offer-rejected',
        payload: {
          offerId,
          offerTitle: titles.get(manager.language) ?? anyTitle,
          reason,
          // Held for review, it never went public: the mail says it will not be, not that it left.
          neverPublic: published?.heldAt != null,
        },
      }),
    );
    await enqueueMails(tx, mails);

    await recordAudit(tx, {
      operator,
      action: 'reject_offer',
      board,
      target: { type: 'offer', id: offerId },
      reason,
      now: ctx.now,
    });
    return { actioned_reports: actioned.length };
  });
}
