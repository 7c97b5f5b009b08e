import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { teams } from '@jobboard/db/schema/accounts';
import { companies } from '@jobboard/db/schema/companies';
import { offerPublications, offers, type StoredScamSignal } from '@jobboard/db/schema/offers';
import type { OperatorContext } from '../operator-context';
import type { OperatorScope } from '../scopes';
import { operatorBoards } from '../scopes';

/** A queue longer than this is read page by page as holds are handled; it never is in practice. */
const QUEUE_LIMIT = 500;

export interface HeldOffer {
  offer_id: number;
  board: string;
  title: string;
  company_name: string | null;
  team_name: string | null;
  held_at: string;
  /** The scam signals with what triggered each (the phrase as written, or the fact). */
  signals: StoredScamSignal[];
  score: number;
}

/**
 * The held publications of the operator's boards, one entry per offer and board (an offer held
 * on two boards is approved on each), the longest waiting first.
 */
export async function moderationQueue(
  ctx: OperatorContext,
  operator: OperatorScope,
): Promise<HeldOffer[]> {
  const boards = operatorBoards(operator, ctx.boardKeys);
  if (boards.length === 0) return [];
  const rows = await ctx.db
    .select({
      offerId: offerPublications.offerId,
      board: offerPublications.board,
      heldAt: offerPublications.heldAt,
      signals: offerPublications.signals,
      // The operator's language when the offer has it, else its primary language.
      title: sql<
        string | null
      >`(SELECT oc.title FROM offer_contents oc WHERE oc.offer_id = ${offers.id}
        ORDER BY (oc.language::text = ${ctx.locale}) DESC, (oc.language = ${offers.primaryLanguage}) DESC LIMIT 1)`,
      nameFr: companies.nameFr,
      nameEn: companies.nameEn,
      teamName: teams.name,
    })
    .from(offerPublications)
    .innerJoin(offers, eq(offers.id, offerPublications.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .leftJoin(teams, eq(teams.id, sql`coalesce(${offers.teamId}, ${companies.teamId})`))
    .where(and(isNotNull(offerPublications.heldAt), inArray(offerPublications.board, boards)))
    .orderBy(asc(offerPublications.heldAt), asc(offerPublications.offerId))
    .limit(QUEUE_LIMIT);
  return rows.map((row) => ({
    offer_id: row.offerId,
    board: row.board,
    title: row.title ?? '',
    company_name:
      (ctx.locale === 'fr' ? (row.nameFr ?? row.nameEn) : (row.nameEn ?? row.nameFr)) ?? null,
    team_name: row.teamName ?? null,
    held_at: row.heldAt!.toISOString(),
    signals: row.signals,
    score: row.signals.reduce((sum, signal) => sum + signal.weight, 0),
  }));
}
