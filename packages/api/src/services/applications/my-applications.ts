import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { applications } from '@jobboard/db/schema/candidates';
import type { ApplicationDto } from '../../contracts/applications';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { DomainError } from '../../errors';
import type { ProfileContext } from '../profile/profile-context';
import type { ServiceContext } from '../../context';
import { applicationDto } from './application-dto';
import { applicationSummary } from './record-application';
import { moveApplicationCount } from './offer-counters';
import { offerTitles } from './offer-titles';
import { statusNotifications } from './status-notifications';
import { unreadCounts } from '../application-messages/thread';

/** The candidate's applications on this board, newest first, with the offer as it is now. */
export async function listMyApplications(ctx: ProfileContext): Promise<ApplicationDto[]> {
  const rows = await ctx.db
    .select(applicationSummary)
    .from(applications)
    .where(and(eq(applications.userId, ctx.userId), eq(applications.board, ctx.board)))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const offers = await offerTitles(ctx, [...new Set(rows.map((r) => r.offerId))]);
  const notified = await statusNotifications(
    ctx.db,
    rows.map((r) => r.id),
  );
  const unread = await unreadCounts(
    ctx.db,
    rows.map((r) => r.id),
    'candidate',
  );
  return rows.map((row) =>
    applicationDto(
      row,
      offers.get(row.offerId) ?? null,
      notified.get(row.id) ?? [],
      unread.get(row.id) ?? 0,
    ),
  );
}

/**
 * The candidate takes the application back: it stays (the employer sees it withdrawn, and the
 * one-application rule still holds), its status becomes `withdrawn`.
 */
export async function withdrawApplication(
  ctx: ProfileContext,
  id: number,
): Promise<ApplicationDto> {
  // One transaction: the offer's public count drops with the withdrawal, or neither happens.
  const row = await ctx.db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(applications)
      .set({ status: 'withdrawn', withdrawnAt: ctx.now })
      .where(
        and(
          eq(applications.id, id),
          eq(applications.userId, ctx.userId),
          eq(applications.board, ctx.board),
          isNull(applications.withdrawnAt),
        ),
      )
      .returning(applicationSummary);
    if (withdrawn) await moveApplicationCount(tx, withdrawn.offerId, -1);
    return withdrawn;
  });
  if (!row) {
    const [existing] = await ctx.db
      .select(applicationSummary)
      .from(applications)
      .where(
        and(
          eq(applications.id, id),
          eq(applications.userId, ctx.userId),
          eq(applications.board, ctx.board),
        ),
      );
    if (!existing) throw DomainError.notFound();
    // Withdrawing twice is the same outcome: answer it, do not fail a double click.
    return oneApplicationDto(ctx, existing);
  }
  return oneApplicationDto(ctx, row);
}

/** One application as My applications shows it: its offer's title, news and unread count. */
async function oneApplicationDto(ctx: ProfileContext, row: Parameters<typeof applicationDto>[0]) {
  return applicationDto(
    row,
    (await offerTitles(ctx, [row.offerId])).get(row.offerId) ?? null,
    (await statusNotifications(ctx.db, [row.id])).get(row.id) ?? [],
    (await unreadCounts(ctx.db, [row.id], 'candidate')).get(row.id) ?? 0,
  );
}

export interface ApplicationFile {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}

/** The resume exactly as this application sent it (the candidate's own applications only). */
export async function readApplicationResume(
  ctx: ProfileContext,
  storage: FileStorage,
  id: number,
): Promise<ApplicationFile> {
  const [row] = await ctx.db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.id, id),
        eq(applications.userId, ctx.userId),
        eq(applications.board, ctx.board),
      ),
    );
  if (!row?.resumeStorageKey) throw DomainError.notFound();
  const bytes = await storage.get(row.resumeStorageKey);
  if (!bytes) throw DomainError.notFound();
  return {
    bytes,
    mimeType: row.resumeMimeType ?? 'application/octet-stream',
    fileName: row.resumeName ?? 'resume',
  };
}

/** Which of these offers the candidate applied to (has_applied on offers). */
export async function appliedOfferIds(
  ctx: ServiceContext,
  userId: number,
  offerIds: readonly number[],
): Promise<Set<number>> {
  if (offerIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ offerId: applications.offerId })
    .from(applications)
    .where(and(eq(applications.userId, userId), inArray(applications.offerId, [...offerIds])));
  return new Set(rows.map((r) => r.offerId));
}

/** has_applied for one viewer: true only on the offers this candidate applied to. */
export async function markApplied<T extends { id: number; has_applied: boolean }>(
  ctx: ServiceContext,
  viewerId: number | null,
  offers: T[],
): Promise<T[]> {
  if (viewerId === null || offers.length === 0) return offers;
  const applied = await appliedOfferIds(
    ctx,
    viewerId,
    offers.map((o) => o.id),
  );
  return offers.map((o) => ({ ...o, has_applied: applied.has(o.id) }));
}
