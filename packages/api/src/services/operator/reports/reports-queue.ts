import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { companies } from '@jobboard/db/schema/companies';
import { offerReports, type OfferReportReason } from '@jobboard/db/schema/moderation';
import { offers } from '@jobboard/db/schema/offers';
import type { OperatorContext } from '../operator-context';
import type { OperatorScope } from '../scopes';
import { operatorBoards } from '../scopes';

/** A queue longer than this is read page by page as reports are handled; it never is in practice. */
const QUEUE_LIMIT = 2000;

export interface QueuedReport {
  id: number;
  reason: OfferReportReason;
  details: string | null;
  email: string | null;
  created_at: string;
}

export interface QueuedOffer {
  offer_id: number;
  title: string;
  board: string;
  company_name: string | null;
  count: number;
  reasons: { reason: OfferReportReason; count: number }[];
  latest_at: string;
  reports: QueuedReport[];
}

/**
 * The open reports of the operator's boards, one entry per offer and board (an offer reported on
 * two boards is handled on each), the most recently reported first.
 */
export async function reportsQueue(
  ctx: OperatorContext,
  operator: OperatorScope,
): Promise<QueuedOffer[]> {
  const boards = operatorBoards(operator, ctx.boardKeys);
  if (boards.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: offerReports.id,
      board: offerReports.board,
      offerId: offerReports.offerId,
      reason: offerReports.reason,
      details: offerReports.details,
      email: offerReports.email,
      createdAt: offerReports.createdAt,
      // The operator's language when the offer has it, else its primary language.
      title: sql<
        string | null
      >`(SELECT oc.title FROM offer_contents oc WHERE oc.offer_id = ${offers.id}
        ORDER BY (oc.language::text = ${ctx.locale}) DESC, (oc.language = ${offers.primaryLanguage}) DESC LIMIT 1)`,
      nameFr: companies.nameFr,
      nameEn: companies.nameEn,
    })
    .from(offerReports)
    .innerJoin(offers, eq(offers.id, offerReports.offerId))
    .leftJoin(companies, eq(companies.id, offers.companyId))
    .where(and(eq(offerReports.status, 'open'), inArray(offerReports.board, boards)))
    .orderBy(desc(offerReports.createdAt), desc(offerReports.id))
    .limit(QUEUE_LIMIT);

  const groups = new Map<string, QueuedOffer>();
  for (const row of rows) {
    const key = `${row.board}:${row.offerId}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        offer_id: row.offerId,
        title: row.title ?? '',
        board: row.board,
        company_name:
          (ctx.locale === 'fr' ? (row.nameFr ?? row.nameEn) : (row.nameEn ?? row.nameFr)) ?? null,
        count: 0,
        reasons: [],
        // Rows come newest first: the first one seen is the latest.
        latest_at: row.createdAt.toISOString(),
        reports: [],
      };
      groups.set(key, group);
    }
    group.count += 1;
    const reason = group.reasons.find((r) => r.reason === row.reason);
    if (reason) reason.count += 1;
    else group.reasons.push({ reason: row.reason, count: 1 });
    group.reports.push({
      id: row.id,
      reason: row.reason,
      details: row.details,
      email: row.email,
      created_at: row.createdAt.toISOString(),
    });
  }
  for (const group of groups.values()) group.reasons.sort((a, b) => b.count - a.count);
  return [...groups.values()];
}
