import { and, arrayContains, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { jobAlerts } from '@jobboard/db/schema/job-alerts';
import { hashToken } from './alert-tokens';

export interface AlertLinkInput {
  board: string;
  id: number;
  token: string;
  now: Date;
}

/**
 * Confirms a pending alert: one conditional UPDATE that also clears the token, so of two clicks
 * on one link exactly one succeeds. The first digest covers offers published from now on.
 * False for an unknown, used or expired link alike.
 */
export async function confirmJobAlert(
  db: Database,
  { board, id, token, now }: AlertLinkInput,
): Promise<boolean> {
  const rows = await db
    .update(jobAlerts)
    .set({
      confirmedAt: now,
      tokenHash: null,
      tokenExpiresAt: null,
      lastSentAt: now,
      nextRunAt: sql`${now.toISOString()}::timestamptz + (case ${jobAlerts.frequency} when 'weekly' then interval '7 days' else interval '1 day' end)`,
    })
    .where(
      and(
        eq(jobAlerts.id, id),
        eq(jobAlerts.board, board),
        eq(jobAlerts.tokenHash, hashToken(token)),
        gt(jobAlerts.tokenExpiresAt, now),
        isNull(jobAlerts.unsubscribedAt),
      ),
    )
    .returning({ id: jobAlerts.id });
  return rows.length === 1;
}

/**
 * Cancels an alert from a mail's link or one-click POST. Replaying it succeeds again and keeps
 * the first time: mail clients retry, people click old mails, and "you are unsubscribed" is
 * true either way. The pending confirmation token is dropped so an old confirmation mail
 * cannot bring the alert back.
 */
export async function unsubscribeJobAlert(
  db: Database,
  { board, id, token, now }: AlertLinkInput,
): Promise<boolean> {
  const rows = await db
    .update(jobAlerts)
    .set({
      unsubscribedAt: sql`coalesce(${jobAlerts.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
      tokenHash: null,
      tokenExpiresAt: null,
    })
    .where(
      and(
        eq(jobAlerts.id, id),
        eq(jobAlerts.board, board),
        arrayContains(jobAlerts.manageTokenHashes, [hashToken(token)]),
      ),
    )
    .returning({ id: jobAlerts.id });
  return rows.length === 1;
}
