import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import { offerPublications } from '@jobboard/db/schema/offers';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { Executor } from '../executor';
import {
  defaultScamRules,
  hourlyPay,
  scamScore,
  scamSignals,
  type OfferFacts,
  type ScamSignal,
} from './scam-signals';

/** How long the employer is told a review takes (the wording says "one business day"). */
export const REVIEW_DELAY_BUSINESS_DAYS = 1;

/** The facts the scam signals read, gathered from the offer, its company and its team. */
export async function offerFacts(tx: Executor, offerId: number, now: Date): Promise<OfferFacts> {
  const minutes = defaultScamRules.burst.minutes;
  const [row] = await queryRows<{
    texts: string[] | null;
    company_name: string | null;
    salary_min: number | null;
    salary_max: number | null;
    salary_period: string | null;
    burst: number;
    team_created_at: string | Date | null;
  }>(
    tx as Database,
    sql`SELECT
          ARRAY(SELECT t FROM offer_contents oc, LATERAL unnest(ARRAY[oc.title, oc.description]) t
                WHERE oc.offer_id = o.id) AS texts,
          CASE WHEN o.is_confidential THEN NULL ELSE coalesce(c.name_fr, c.name_en) END AS company_name,
          o.salary_min, o.salary_max, o.salary_period,
          (SELECT count(*)::int FROM offers b
            WHERE o.team_id IS NOT NULL AND b.team_id = o.team_id
              AND b.created_at > ${now.toISOString()}::timestamptz - make_interval(mins => ${minutes})) AS burst,
          t.created_at AS team_created_at
        FROM offers o
        JOIN companies c ON c.id = o.company_id
        LEFT JOIN teams t ON t.id = o.team_id
        WHERE o.id = ${offerId}`,
  );
  const teamCreated = row?.team_created_at ? new Date(row.team_created_at) : null;
  return {
    texts: row?.texts ?? [],
    companyName: row?.company_name ?? null,
    hourlyPay: hourlyPay({
      min: row?.salary_min ?? null,
      max: row?.salary_max ?? null,
      period: row?.salary_period ?? null,
    }),
    // The offer itself counts, created in the window or not.
    teamOffersInBurst: Math.max(1, Number(row?.burst ?? 0)),
    teamAgeDays: teamCreated ? (now.getTime() - teamCreated.getTime()) / 86_400_000 : 0,
  };
}

/**
 * Whether the offer's team has a track record on the board: one of its offers has (or had) a
 * publication there that was public (not held: live, expired or approved). Unpublishing removes
 * a publication, so a team whose only offers were unpublished or rejected counts as new again.
 */
async function establishedOn(tx: Executor, offerId: number, board: string): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    tx as Database,
    sql`WITH team AS (
          SELECT coalesce(o.team_id, c.team_id) AS id FROM offers o
          JOIN companies c ON c.id = o.company_id WHERE o.id = ${offerId})
        SELECT 1 AS ok FROM offers o
        JOIN companies c ON c.id = o.company_id
        JOIN offer_publications p ON p.offer_id = o.id AND p.board = ${board}
        WHERE coalesce(o.team_id, c.team_id) = (SELECT id FROM team) AND p.held_at IS NULL
        LIMIT 1`,
  );
  return rows.length > 0;
}

export interface HoldDecision {
  board: string;
  held: boolean;
  signals: ScamSignal[];
}

/**
 * On publish: a score at or above the board's threshold holds the publication whatever the
 * setting; else `all` holds it unless it is public already (a republish of a live publication),
 * `new-employers` holds it while the team has no track record on the board, `off` never does.
 * A publication held now stays held when published again: only an operator lifts a hold.
 */
export async function decideOnPublish(
  tx: Executor,
  offerId: number,
  boards: readonly BoardConfig[],
  now: Date,
): Promise<HoldDecision[]> {
  const signals = scamSignals(await offerFacts(tx, offerId, now));
  const score = scamScore(signals);
  const current = await tx
    .select({ board: offerPublications.board, heldAt: offerPublications.heldAt })
    .from(offerPublications)
    .where(eq(offerPublications.offerId, offerId));
  const decisions: HoldDecision[] = [];
  for (const board of boards) {
    const mine = current.find((p) => p.board === board.key);
    let held: boolean;
    if (mine?.heldAt) held = true;
    else if (score >= board.moderation.scamHoldScore) held = true;
    else if (board.moderation.mode === 'all') held = !mine;
    else if (board.moderation.mode === 'new-employers')
      held = !(await establishedOn(tx, offerId, board.key));
    else held = false;
    decisions.push({ board: board.key, held, signals });
  }
  return decisions;
}

/**
 * After an edit of a published offer: its signals are computed again on each of its boards. A
 * public publication is held when the score reaches the board's threshold (the setting decided
 * at publish time); a held one stays held, with its signals brought up to date. Returns the
 * boards newly held. The caller refreshes the read model in its transaction.
 */
export async function recheckAfterEdit(
  tx: Executor,
  offerId: number,
  registry: readonly BoardConfig[],
  now: Date,
): Promise<string[]> {
  const publications = await tx
    .select({ board: offerPublications.board, heldAt: offerPublications.heldAt })
    .from(offerPublications)
    .where(eq(offerPublications.offerId, offerId));
  if (publications.length === 0) return [];
  const signals = scamSignals(await offerFacts(tx, offerId, now));
  const score = scamScore(signals);
  const newlyHeld: string[] = [];
  for (const publication of publications) {
    const board = registry.find((b) => b.key === publication.board);
    const hold =
      !publication.heldAt && board !== undefined && score >= board.moderation.scamHoldScore;
    await tx
      .update(offerPublications)
      .set({ signals, ...(hold ? { heldAt: now } : {}) })
      .where(
        and(eq(offerPublications.offerId, offerId), eq(offerPublications.board, publication.board)),
      );
    if (hold) newlyHeld.push(publication.board);
  }
  return newlyHeld;
}
