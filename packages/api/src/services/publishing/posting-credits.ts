import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { BoardConfig, PostingPackage } from '@jobboard/tenancy/board-config';
import { postingCreditUses, postingCredits } from '@jobboard/db/schema/payments';
import type { EmployerContext } from '../employer-offers/employer-context';
import type { Executor } from '../executor';
import { expiryAfter } from './publication-writes';

/** A package's credits expire `validityMonths` calendar months after the purchase (UTC). */
export function creditsExpiry(pack: PostingPackage, paidAt: Date): Date {
  const until = new Date(paidAt);
  until.setUTCMonth(until.getUTCMonth() + pack.validityMonths);
  return until;
}

/**
 * Takes one of the team's credits on `board` for the offer, in the caller's transaction (the
 * one that puts the offer on the board): the usable credit expiring first, its row locked
 * (`FOR UPDATE`). A concurrent publish waits for the row and reads it again once the first
 * commits: it takes the next credit of the same package, or finds none left and gets null (and
 * asks for a payment). Not SKIP LOCKED: a package's credits share one row, so skipping it would
 * refuse the second of two publishes while the package still had credits. The use is recorded:
 * the offer's paid period on the board runs for the board's posting duration (paidPeriods).
 */
export async function takeCredit(
  tx: Executor,
  teamId: number,
  offerId: number,
  board: BoardConfig,
  now: Date,
): Promise<{ creditId: number; paidUntil: Date } | null> {
  const [credit] = await tx
    .select({ id: postingCredits.id })
    .from(postingCredits)
    .where(
      and(
        eq(postingCredits.teamId, teamId),
        eq(postingCredits.board, board.key),
        gt(postingCredits.expiresAt, now),
        lt(postingCredits.used, postingCredits.postings),
      ),
    )
    .orderBy(asc(postingCredits.expiresAt), asc(postingCredits.id))
    .limit(1)
    .for('update');
  if (!credit) return null;
  await tx
    .update(postingCredits)
    .set({ used: sql`${postingCredits.used} + 1` })
    .where(eq(postingCredits.id, credit.id));
  const paidUntil = expiryAfter(board, now);
  await tx
    .insert(postingCreditUses)
    .values({ creditId: credit.id, offerId, board: board.key, paidUntil, usedAt: now });
  return { creditId: credit.id, paidUntil };
}

export interface CreditBalance {
  board: string;
  /** Credits left on this board, all packages together (not expired). */
  remaining: number;
  packages: {
    id: number;
    postings: number;
    used: number;
    remaining: number;
    expires_at: string;
  }[];
}

/** GET /api/ats/credits: the team's unexpired credits per board, those expiring first first. */
export async function teamCredits(
  ctx: EmployerContext,
  tx: Executor = ctx.db,
): Promise<CreditBalance[]> {
  const rows = await tx
    .select()
    .from(postingCredits)
    .where(and(eq(postingCredits.teamId, ctx.teamId), gt(postingCredits.expiresAt, ctx.now)))
    .orderBy(asc(postingCredits.expiresAt), asc(postingCredits.id));
  const byBoard = new Map<string, CreditBalance>();
  for (const row of rows) {
    const remaining = row.postings - row.used;
    if (remaining <= 0) continue;
    const entry = byBoard.get(row.board) ?? { board: row.board, remaining: 0, packages: [] };
    entry.remaining += remaining;
    entry.packages.push({
      id: row.id,
      postings: row.postings,
      used: row.used,
      remaining,
      expires_at: row.expiresAt.toISOString(),
    });
    byBoard.set(row.board, entry);
  }
  return [...byBoard.values()];
}
