import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { teams } from '@jobboard/db/schema/accounts';
import { offerPublications, offers } from '@jobboard/db/schema/offers';
import { payments, postingCreditUses } from '@jobboard/db/schema/payments';
import { renewable } from '../../contracts/employer-offers/renewal-rules';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';
import { refreshSearch } from '../employer-offers/save-offer';
import type { EmployerContext } from '../employer-offers/employer-context';
import { decideOnPublish } from '../moderation/moderation-holds';
import { DAY_MS } from './pricing';

/**
 * Puts the offer on each board until its expiry, and refreshes the search read model in the
 * same transaction: search, the offer page, the sitemap and the JSON-LD all read it, so they
 * change together when the caller commits. Publishing again restarts the period.
 *
 * The one place publications are written, so moderation (issue 40) decides here: the scam
 * signals are computed and stored on each publication, and a publication the board holds is
 * written held (`held_at`), left out of the read model until an operator approves it. Returns
 * the keys of the boards where it is held.
 */
export async function putOnBoards(
  tx: Executor,
  offerId: number,
  targets: { board: BoardConfig; expiresAt: Date }[],
  now: Date,
): Promise<string[]> {
  const decisions = await decideOnPublish(
    tx,
    offerId,
    targets.map((t) => t.board),
    now,
  );
  const held: string[] = [];
  for (const target of targets) {
    const decision = decisions.find((d) => d.board === target.board.key)!;
    if (decision.held) held.push(target.board.key);
    const heldAt = decision.held
      ? sql`coalesce(${offerPublications.heldAt}, ${now.toISOString()}::timestamptz)`
      : null;
    await tx
      .insert(offerPublications)
      .values({
        offerId,
        board: target.board.key,
        publishedAt: now,
        expiresAt: target.expiresAt,
        heldAt: decision.held ? now : null,
        signals: decision.signals,
      })
      .onConflictDoUpdate({
        target: [offerPublications.offerId, offerPublications.board],
        set: {
          publishedAt: now,
          expiresAt: target.expiresAt,
          reminderSentAt: null,
          expiredAt: null,
          heldAt,
          signals: decision.signals,
        },
      });
  }
  const latest = targets.reduce((a, t) => (t.expiresAt > a ? t.expiresAt : a), now);
  await tx
    .update(offers)
    .set({
      status: 'published',
      publishedAt: sql`coalesce(${offers.publishedAt}, ${now.toISOString()}::timestamptz)`,
      expiresAt: sql`greatest(${latest.toISOString()}::timestamptz, (SELECT max(expires_at) FROM offer_publications WHERE offer_id = ${offerId}))`,
      updatedAt: now,
    })
    .where(eq(offers.id, offerId));
  await refreshSearch(tx, offerId);
  return held;
}

/**
 * Where the team may publish: this board, and every other board served when its team flag says
 * so; a 403 `account_suspended` for a team an operator suspended.
 */
export async function allowedBoards(
  ctx: EmployerContext,
  registry: readonly BoardConfig[],
  tx: Executor = ctx.db,
): Promise<BoardConfig[]> {
  const [team] = await tx
    .select({ partner: teams.canPublishOnPartnerOrOurNetwork, suspendedAt: teams.suspendedAt })
    .from(teams)
    .where(eq(teams.id, ctx.teamId));
  // A suspended team publishes nowhere, by the publish call or the checkout (issue 40).
  if (team?.suspendedAt) throw DomainError.accountSuspended();
  return registry.filter((b) => b.key === ctx.board || team?.partner === true);
}

/** The boards asked for (default: this board), each one the team may use; else 403. */
export async function targetBoards(
  ctx: EmployerContext,
  registry: readonly BoardConfig[],
  requested: readonly string[] | undefined,
  tx: Executor = ctx.db,
): Promise<BoardConfig[]> {
  const allowed = await allowedBoards(ctx, registry, tx);
  const keys = [...new Set(requested && requested.length > 0 ? requested : [ctx.board])];
  const targets = keys.map((key) => allowed.find((b) => b.key === key));
  if (targets.some((b) => b === undefined)) throw DomainError.forbidden('board_not_allowed');
  return targets.filter((b): b is BoardConfig => b !== undefined);
}

/**
 * Boards whose paid period for this offer is still running, with the day it ends: paid by card
 * (a `posting` payment) or by a posting credit (a package's), alike.
 */
export async function paidPeriods(
  tx: Executor,
  offerId: number,
  now: Date,
): Promise<Map<string, Date>> {
  const rows = await tx
    .select({ boards: payments.boards, paidUntil: payments.paidUntil })
    .from(payments)
    .where(
      and(
        eq(payments.offerId, offerId),
        eq(payments.kind, 'posting'),
        eq(payments.status, 'paid'),
        gt(payments.paidUntil, now),
      ),
    );
  const creditUses = await tx
    .select({ board: postingCreditUses.board, paidUntil: postingCreditUses.paidUntil })
    .from(postingCreditUses)
    .where(and(eq(postingCreditUses.offerId, offerId), gt(postingCreditUses.paidUntil, now)));
  for (const use of creditUses) rows.push({ boards: [use.board], paidUntil: use.paidUntil });
  const periods = new Map<string, Date>();
  for (const row of rows) {
    for (const board of row.boards) {
      const until = row.paidUntil!;
      const known = periods.get(board);
      if (!known || until > known) periods.set(board, until);
    }
  }
  return periods;
}

/**
 * The paid periods that still cover the offer: those ending within the renewal window are left
 * out, so the checkout sells the next period (see renewal-rules.ts).
 */
export function coveringPeriods(paid: Map<string, Date>, now: Date): Map<string, Date> {
  return new Map([...paid].filter(([, until]) => !renewable(until, now)));
}

export const expiryAfter = (board: BoardConfig, now: Date) =>
  new Date(now.getTime() + board.singleJobPosting.durationDays * DAY_MS);

/** Takes the offer off the named boards (all when none named) and out of the read model. */
export async function takeOffBoards(
  tx: Executor,
  offerId: number,
  now: Date,
  boards?: readonly string[],
): Promise<void> {
  await tx
    .delete(offerPublications)
    .where(
      boards
        ? and(eq(offerPublications.offerId, offerId), inArray(offerPublications.board, [...boards]))
        : eq(offerPublications.offerId, offerId),
    );
  await tx.update(offers).set({ updatedAt: now }).where(eq(offers.id, offerId));
  await refreshSearch(tx, offerId);
}
