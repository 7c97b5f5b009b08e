import { and, desc, eq, isNull } from 'drizzle-orm';
import { jobAlerts } from '@jobboard/db/schema/job-alerts';
import type { JobAlertDto } from '../../contracts/job-alerts';
import type { ProfileContext } from '../profile/profile-context';
import { searchQueryString, type AlertQuery } from './alert-search';

/** The candidate's live alerts on this board, newest first. */
export async function listCandidateAlerts(ctx: ProfileContext): Promise<JobAlertDto[]> {
  const rows = await ctx.db
    .select()
    .from(jobAlerts)
    .where(
      and(
        eq(jobAlerts.userId, ctx.userId),
        eq(jobAlerts.board, ctx.board),
        isNull(jobAlerts.unsubscribedAt),
      ),
    )
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  return rows.map((row) => ({
    id: row.id,
    frequency: row.frequency,
    search: searchQueryString(row.query as AlertQuery),
    confirmed: row.confirmedAt !== null,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Deletes one of the candidate's alerts; another's or an unknown id is a no-op (idempotent). */
export async function deleteCandidateAlert(ctx: ProfileContext, id: number): Promise<void> {
  await ctx.db
    .delete(jobAlerts)
    .where(
      and(eq(jobAlerts.id, id), eq(jobAlerts.userId, ctx.userId), eq(jobAlerts.board, ctx.board)),
    );
}
