import { and, eq, inArray } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import { users } from '@jobboard/db/schema/accounts';
import {
  applications,
  candidateStores,
  documents,
  privacyAudit,
} from '@jobboard/db/schema/candidates';
import { applicationMessages, applicationStatusNotifications } from '@jobboard/db/schema/hiring';
import { newsletterSubscriptions } from '@jobboard/db/schema/newsletter';
import { DomainError } from '../../errors';
import { statusNotifications } from '../applications/status-notifications';
import { loadAccountUser } from '../auth/account-user';
import { verifyPassword } from '../auth/password-hash';
import { enqueueMail } from '../mail/enqueue-mail';
import { documentDto } from './documents';
import type { ProfileAdapters, ProfileContext } from './profile-context';
import { listSavedOffers } from './saved-offers';
import { listSkills } from './skills';
import { listUserSpecializations } from './specializations';

/** File names inside the ZIP: the document id keeps them unique, the rest is made harmless. */
function zipName(id: number, name: string, key: string): string {
  const ext = key.split('.').pop() ?? 'bin';
  const safe = name.replace(/[^\p{L}\p{N} ._-]+/gu, '_').slice(0, 100) || 'document';
  return `documents/${id}-${safe.toLowerCase().endsWith(`.${ext}`) ? safe : `${safe}.${ext}`}`;
}

/**
 * Everything held about the candidate (Quebec Law 25): a ZIP with `data.json` (account, profile,
 * skills, specializations, saved offers, applications with the letter and message they sent,
 * consents) and the document files. The export is logged in the audit table.
 */
export async function exportMyData(
  ctx: ProfileContext,
  adapters: ProfileAdapters,
): Promise<Uint8Array> {
  const account = await loadAccountUser(ctx.db, ctx.userId);
  if (!account) throw DomainError.notFound();
  const docs = await ctx.db.select().from(documents).where(eq(documents.userId, ctx.userId));
  const [store] = await ctx.db
    .select()
    .from(candidateStores)
    .where(eq(candidateStores.userId, ctx.userId));
  const applied = await ctx.db
    .select({
      id: applications.id,
      offer_id: applications.offerId,
      board: applications.board,
      language: applications.language,
      status: applications.status,
      created_at: applications.createdAt,
      withdrawn_at: applications.withdrawnAt,
      // What was sent, as the employer received it.
      resume_name: applications.resumeName,
      cover_letter_name: applications.coverLetterName,
      cover_letter_text: applications.coverLetterText,
      message: applications.message,
      consent_version: applications.consentVersion,
      consented_at: applications.consentedAt,
    })
    .from(applications)
    .where(eq(applications.userId, ctx.userId));
  // The status changes the employer told them of, with the notes written to them.
  const notified = await statusNotifications(
    ctx.db,
    applied.map((a) => a.id),
  );
  // Their messages with each employer, both ways, oldest first.
  const messages =
    applied.length === 0
      ? []
      : await ctx.db
          .select({
            application_id: applicationMessages.applicationId,
            from: applicationMessages.sender,
            body: applicationMessages.body,
            created_at: applicationMessages.createdAt,
            read_at: applicationMessages.readAt,
          })
          .from(applicationMessages)
          .where(
            inArray(
              applicationMessages.applicationId,
              applied.map((a) => a.id),
            ),
          )
          .orderBy(applicationMessages.createdAt, applicationMessages.id);
  const newsletter = await ctx.db
    .select({
      board: newsletterSubscriptions.board,
      confirmed_at: newsletterSubscriptions.confirmedAt,
      unsubscribed_at: newsletterSubscriptions.unsubscribedAt,
      created_at: newsletterSubscriptions.createdAt,
    })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.email, account.email),
        eq(newsletterSubscriptions.board, ctx.board),
      ),
    );
  const files: Record<string, Uint8Array> = {};
  for (const doc of docs) {
    const bytes = await adapters.storage.get(doc.storageKey);
    if (bytes) files[zipName(doc.id, doc.name, doc.storageKey)] = bytes;
  }
  const data = {
    exported_at: ctx.now.toISOString(),
    board: ctx.board,
    account,
    preferences: store?.preferences ?? null,
    documents: docs.map(documentDto),
    skills: await listSkills(ctx),
    specializations: await listUserSpecializations(ctx),
    saved_offers: await listSavedOffers(ctx),
    applications: applied.map((a) => ({
      ...a,
      notifications: notified.get(a.id) ?? [],
      messages: messages
        .filter((m) => m.application_id === a.id)
        .map(({ application_id: _, ...m }) => m),
    })),
    consents: { newsletter },
  };
  files['data.json'] = strToU8(JSON.stringify(data, null, 2));
  await ctx.db
    .insert(privacyAudit)
    .values({ userId: ctx.userId, board: ctx.board, action: 'export' });
  return zipSync(files);
}

/**
 * Deletes the account once the password proves it is the owner: documents and their files,
 * skills, sessions and everything else go (foreign keys cascade); applications stay for the
 * employer without the candidate; a confirmation mail and an audit row are written in the same
 * transaction.
 */
export async function deleteMyAccount(
  ctx: ProfileContext,
  adapters: ProfileAdapters,
  password: string,
): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.userId));
  if (!user) throw DomainError.notFound();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw DomainError.invalid({ password: ['current_password_wrong'] });
  }
  const keys = (
    await ctx.db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(eq(documents.userId, ctx.userId))
  ).map((d) => d.key);
  // The copies the applications sent go too: the employer keeps a "deleted candidate" row.
  for (const a of await ctx.db
    .select({ r: applications.resumeStorageKey, c: applications.coverLetterStorageKey })
    .from(applications)
    .where(eq(applications.userId, ctx.userId))) {
    if (a.r) keys.push(a.r);
    if (a.c) keys.push(a.c);
  }
  await ctx.db.transaction(async (tx) => {
    // The notes the employer wrote to them were for them: they go with the account.
    await tx
      .delete(applicationStatusNotifications)
      .where(
        inArray(
          applicationStatusNotifications.applicationId,
          tx
            .select({ id: applications.id })
            .from(applications)
            .where(eq(applications.userId, ctx.userId)),
        ),
      );
    // So was the thread with each employer: it goes too, whoever wrote each message.
    await tx
      .delete(applicationMessages)
      .where(
        inArray(
          applicationMessages.applicationId,
          tx
            .select({ id: applications.id })
            .from(applications)
            .where(eq(applications.userId, ctx.userId)),
        ),
      );
    await tx
      .update(applications)
      .set({
        userId: null,
        anonymisedAt: ctx.now,
        resumeId: null,
        coverLetterId: null,
        resumeName: null,
        resumeStorageKey: null,
        resumeText: null,
        coverLetterName: null,
        coverLetterStorageKey: null,
        coverLetterText: null,
        message: null,
      })
      .where(eq(applications.userId, ctx.userId));
    await tx
      .insert(privacyAudit)
      .values({ userId: ctx.userId, board: ctx.board, action: 'delete' });
    await enqueueMail(tx, {
      board: ctx.board,
      to: user.email,
      locale: user.language,
      template: 'account-deleted',
      payload: { firstName: user.firstName },
    });
    await tx.delete(users).where(eq(users.id, ctx.userId));
  });
  // After the commit: a file whose removal fails is logged, never resurrects the account.
  for (const key of keys) {
    await adapters.storage.delete(key).catch((error: unknown) => {
      console.error(`[my-data] file ${key} of a deleted account not removed`, error);
    });
  }
}
