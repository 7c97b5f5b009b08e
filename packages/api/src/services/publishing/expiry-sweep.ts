import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { Database } from '@jobboard/db/client';
import { users } from '@jobboard/db/schema/accounts';
import { offerContents, offerPublications, offers } from '@jobboard/db/schema/offers';
import { offerSearch } from '@jobboard/db/schema/search';
import { quebecToday } from '../../contracts/employer-offers/quebec-rules';
import { enqueueMail } from '../mail/enqueue-mail';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job';
import { DAY_MS } from './pricing';

const BATCH = 200;

export interface SweepResult {
  reminded: number;
  expired: number;
  /** Featured periods that ended and were cleared. */
  unfeatured: number;
}

/**
 * One pass of the publication sweep, safe with several instances at once. Each step claims its
 * rows with `FOR UPDATE SKIP LOCKED` and marks them (`reminder_sent_at`, `expired_at`) in the
 * same transaction: a second sweep running concurrently skips the rows the first holds and,
 * once it commits, no longer matches them, so no reminder goes twice and no expiry is applied
 * twice. pg-boss and graphile-worker were not used: both need a PostgreSQL server (LISTEN/NOTIFY,
 * their own schemas and background connections) and do not run on the embedded PGlite.
 */
export async function sweepPublications(
  db: Database,
  registry: readonly BoardConfig[],
  now: Date = new Date(),
): Promise<SweepResult> {
  let reminded = 0;
  for (const board of registry) {
    const horizon = new Date(now.getTime() + board.singleJobPosting.reminderDaysBefore * DAY_MS);
    reminded += await db.transaction(async (tx) => {
      const due = await tx
        .select({
          offerId: offerPublications.offerId,
          expiresAt: offerPublications.expiresAt,
          teamId: offers.teamId,
        })
        .from(offerPublications)
        .innerJoin(offers, eq(offers.id, offerPublications.offerId))
        .where(
          and(
            eq(offerPublications.board, board.key),
            isNull(offerPublications.expiredAt),
            isNull(offerPublications.reminderSentAt),
            // A held publication is not live: its period is counted from its approval.
            isNull(offerPublications.heldAt),
            gt(offerPublications.expiresAt, now),
            lte(offerPublications.expiresAt, horizon),
          ),
        )
        .orderBy(asc(offerPublications.expiresAt))
        .limit(BATCH)
        .for('update', { of: offerPublications, skipLocked: true });
      for (const row of due) {
        await tx
          .update(offerPublications)
          .set({ reminderSentAt: now })
          .where(
            and(eq(offerPublications.offerId, row.offerId), eq(offerPublications.board, board.key)),
          );
        if (row.teamId === null || !row.expiresAt) continue;
        // The team's first employer account: the one that signed the team up.
        const [employer] = await tx
          .select()
          .from(users)
          .where(and(eq(users.teamId, row.teamId), eq(users.guard, 'ats')))
          .orderBy(asc(users.id))
          .limit(1);
        if (!employer) continue;
        const contents = await tx
          .select()
          .from(offerContents)
          .where(eq(offerContents.offerId, row.offerId));
        const title =
          contents.find((c) => c.language === employer.language)?.title ||
          contents.find((c) => c.language === 'fr')?.title ||
          '';
        await enqueueMail(tx, {
          board: board.key,
          to: employer.email,
          locale: employer.language,
          template: 'posting-expiring',
          payload: {
            firstName: employer.firstName,
            offerId: row.offerId,
            offerTitle: title,
            expiresOn: quebecToday(row.expiresAt),
          },
        });
      }
      return due.length;
    });
  }

  const expired = await db.transaction(async (tx) => {
    const ended = await tx
      .select({ offerId: offerPublications.offerId, board: offerPublications.board })
      .from(offerPublications)
      .where(and(isNull(offerPublications.expiredAt), lte(offerPublications.expiresAt, now)))
      .limit(BATCH * 5)
      .for('update', { skipLocked: true });
    for (const row of ended) {
      await tx
        .update(offerPublications)
        .set({ expiredAt: now })
        .where(
          and(eq(offerPublications.offerId, row.offerId), eq(offerPublications.board, row.board)),
        );
      // Reads already hide rows past their expiry; removing them keeps the read model to the
      // live offers only, so its indexes stay small.
      await tx
        .delete(offerSearch)
        .where(and(eq(offerSearch.offerId, row.offerId), eq(offerSearch.board, row.board)));
    }
    if (ended.length > 0) {
      await tx
        .update(offers)
        .set({
          // The employer's list shows the offer expired once its last board has ended.
          expiresAt: sql`(SELECT max(p.expires_at) FROM offer_publications p WHERE p.offer_id = ${offers.id})`,
          updatedAt: now,
        })
        .where(
          inArray(
            offers.id,
            ended.map((r) => r.offerId),
          ),
        );
    }
    return ended.length;
  });

  // Featured periods that ended: cleared on the publication and in the read model (its update
  // bumps the search generation, so cached searches and featured lists are recomputed without
  // the label; reads already compare the period with now() until this runs).
  const unfeatured = await db.transaction(async (tx) => {
    const ended = await tx
      .select({ offerId: offerPublications.offerId, board: offerPublications.board })
      .from(offerPublications)
      .where(lte(offerPublications.featuredUntil, now))
      .limit(BATCH * 5)
      .for('update', { skipLocked: true });
    for (const row of ended) {
      const same = (t: typeof offerPublications | typeof offerSearch) =>
        and(eq(t.offerId, row.offerId), eq(t.board, row.board));
      await tx
        .update(offerPublications)
        .set({ featuredUntil: null })
        .where(same(offerPublications));
      await tx.update(offerSearch).set({ featuredUntil: null }).where(same(offerSearch));
    }
    return ended.length;
  });
  return { reminded, expired, unfeatured };
}

/**
 * Runs the sweep once per period of `intervalMs` across every worker and instance sharing `db`
 * (startPeriodicJob claims the period in job_periods: the others skip it). The row claims of
 * sweepPublications keep two sweeps at once correct; the period claim keeps N workers from
 * repeating the same scan N times, and a period whose run failed may be retried by any of them.
 */
export function startPublicationSweeper(
  db: Database,
  registry: readonly BoardConfig[],
  intervalMs = 5 * 60_000,
): PeriodicJob {
  return startPeriodicJob(
    db,
    '[publishing] expiry sweep',
    () => sweepPublications(db, registry),
    intervalMs,
  );
}
