import { and, eq, isNull } from 'drizzle-orm';
import { jobAlerts, type JobAlertFrequency } from '@jobboard/db/schema/job-alerts';
import type { ServiceContext } from '../../context';
import type { AlertSearch } from '../../contracts/offer-search/alert-query';
import { DomainError } from '../../errors';
import { enqueueMail } from '../mail/enqueue-mail';
import { addressKey } from '../rate-limit/address-key';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';
import { checkAlertSearch, queryKeyOf, searchQueryString } from './alert-search';
import { alertConfirmationTtlMs, hashToken, newToken } from './alert-tokens';

/** Per client address: a visitor saving a few searches is fine, a script is not. */
export const alertRateLimit = { limit: 20, windowMs: 60 * 60_000 };
/**
 * Per mailbox: caps the confirmation mails one address is sent, so the form cannot flood a
 * stranger's inbox from many client addresses. Going over is silent, as for the newsletter.
 */
export const alertMailboxLimit = { limit: 5, windowMs: 60 * 60_000 };

export const frequencyMs: Record<JobAlertFrequency, number> = {
  daily: 24 * 60 * 60_000,
  weekly: 7 * 24 * 60 * 60_000,
};

export interface CreateJobAlert {
  clientAddress: string;
  email: string;
  frequency: JobAlertFrequency;
  /** The search, parsed by the contract at the edge (`jobAlertCreateBody`). */
  search: AlertSearch;
  /** A signed-in candidate's own address: confirmed at once, no mail. */
  userId?: number;
  now: Date;
}

/**
 * Saves a search as an alert. A visitor's waits for the double opt-in mail and the answer is the
 * same whatever happens, so the form never tells which addresses already have alerts. A
 * candidate's is live at once (their address is confirmed with their account).
 */
export async function createJobAlert(
  ctx: ServiceContext,
  input: CreateJobAlert,
): Promise<{ id: number | null; confirmed: boolean }> {
  const { db, board, locale } = ctx;
  const { now, email } = input;
  const limit = await hitRateLimit(
    db,
    { key: `job-alert:${board}:${addressKey(input.clientAddress)}`, ...alertRateLimit },
    now,
  );
  if (!limit.allowed) throw DomainError.rateLimited(limit.retryAfterSeconds);
  const query = await checkAlertSearch(ctx, input.search);
  const queryKey = queryKeyOf(board, locale, query);

  // The same search twice for one address is one alert.
  const [existing] = await db
    .select({ id: jobAlerts.id, confirmedAt: jobAlerts.confirmedAt })
    .from(jobAlerts)
    .where(
      and(
        eq(jobAlerts.board, board),
        eq(jobAlerts.email, email),
        eq(jobAlerts.queryKey, queryKey),
        eq(jobAlerts.frequency, input.frequency),
        isNull(jobAlerts.unsubscribedAt),
      ),
    )
    .limit(1);

  const manageToken = newToken();
  if (input.userId !== undefined) {
    if (existing?.confirmedAt) return { id: existing.id, confirmed: true };
    const [row] = await db
      .insert(jobAlerts)
      .values({
        board,
        email,
        language: locale,
        userId: input.userId,
        query,
        queryKey,
        frequency: input.frequency,
        manageTokenHashes: [hashToken(manageToken)],
        confirmedAt: now,
        lastSentAt: now,
        nextRunAt: new Date(now.getTime() + frequencyMs[input.frequency]),
      })
      .returning({ id: jobAlerts.id });
    return { id: row?.id ?? null, confirmed: true };
  }

  if (existing?.confirmedAt) return { id: null, confirmed: false };
  const mailbox = await hitRateLimit(
    db,
    { key: `job-alert-mailbox:${board}:${email}`, ...alertMailboxLimit },
    now,
  );
  // A 429 here would tell a stranger this address was tried recently: stay silent instead.
  if (!mailbox.allowed) return { id: null, confirmed: false };

  const confirmToken = newToken();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        board,
        email,
        language: locale,
        query,
        queryKey,
        frequency: input.frequency,
        tokenHash: hashToken(confirmToken),
        tokenExpiresAt: new Date(now.getTime() + alertConfirmationTtlMs),
        manageTokenHashes: [hashToken(manageToken)],
      })
      .returning({ id: jobAlerts.id });
    if (!row) throw new Error('job alert insert returned no row');
    await enqueueMail(tx, {
      board,
      to: email,
      locale,
      template: 'job-alert-confirmation',
      payload: {
        alertId: row.id,
        confirmToken,
        manageToken,
        frequency: input.frequency,
        search: searchQueryString(query),
      },
    });
  });
  return { id: null, confirmed: false };
}
