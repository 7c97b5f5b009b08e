import { inArray } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import type { applications } from '@jobboard/db/schema/candidates';
import { applicationStatusMails, applicationStatusNotifications } from '@jobboard/db/schema/hiring';
import type { StatusChangeInput, StatusChangeResult } from '../../contracts/employer-applications';
import type { Executor } from '../executor';
import type { EmployerContext } from '../employer-offers/employer-context';
import { offerTitles } from '../applications/offer-titles';
import { enqueueMail } from '../mail/enqueue-mail';
import { notNotifiedReason } from './not-notified-reason';

/**
 * The status mails of one change, in the change's transaction (`tx`): for each application, the
 * mail in the language the candidate applied in, with the note to them, and the row My
 * applications shows. Says which applications got none and why.
 */
export async function notifyCandidates(
  ctx: EmployerContext,
  tx: Executor,
  offerId: number,
  rows: (typeof applications.$inferSelect)[],
  input: StatusChangeInput,
): Promise<{ mailed: number[]; notNotified: StatusChangeResult['not_notified'] }> {
  const status = input.status;
  const note = input.candidate_note ? input.candidate_note : null;
  const mailed: number[] = [];
  const notNotified: StatusChangeResult['not_notified'] = [];
  const candidateIds = rows.flatMap((r) => (r.userId === null ? [] : [r.userId]));
  const candidates =
    candidateIds.length === 0
      ? []
      : await tx
          .select({ id: users.id, email: users.email, firstName: users.firstName })
          .from(users)
          .where(inArray(users.id, candidateIds));
  const byId = new Map(candidates.map((u) => [u.id, u]));
  const titles = new Map<string, Awaited<ReturnType<typeof offerTitles>>>();
  for (const row of rows) {
    const candidate = row.userId === null ? undefined : byId.get(row.userId);
    const reason = notNotifiedReason(row.status, status, candidate !== undefined);
    if (reason || !candidate) {
      notNotified.push({ id: row.id, reason: reason ?? 'candidate_deleted' });
      continue;
    }
    const [first] = await tx
      .insert(applicationStatusMails)
      .values({ applicationId: row.id, status, createdAt: ctx.now })
      .onConflictDoNothing()
      .returning({ id: applicationStatusMails.applicationId });
    if (!first) {
      notNotified.push({ id: row.id, reason: 'already_notified' });
      continue;
    }
    await tx.insert(applicationStatusNotifications).values({
      applicationId: row.id,
      fromStatus: row.status,
      toStatus: status,
      note,
      notifiedAt: ctx.now,
      notifiedBy: ctx.userId,
    });
    if (!titles.has(row.language)) {
      titles.set(
        row.language,
        await offerTitles({ ...ctx, db: tx, locale: row.language }, [offerId]),
      );
    }
    const offer = titles.get(row.language)?.get(offerId);
    await enqueueMail(tx, {
      board: row.board,
      to: candidate.email,
      locale: row.language,
      template: 'application-status',
      payload: {
        firstName: candidate.firstName,
        status,
        offerId,
        offerSlug: offer?.slug ?? '',
        offerTitle: offer?.title ?? '',
        companyName: offer?.company ?? null,
        note,
      },
    });
    mailed.push(row.id);
  }
  return { mailed, notNotified };
}
