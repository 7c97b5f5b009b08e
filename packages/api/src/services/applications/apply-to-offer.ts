import { and, eq } from 'drizzle-orm';
import { documents } from '@jobboard/db/schema/candidates';
import type { ApplicationDto, ApplyInput } from '../../contracts/applications';
import { DomainError } from '../../errors';
import { requireLiveOffer } from '../offers/live-offer';
import type { ProfileAdapters, ProfileContext } from '../profile/profile-context';
import { applicationDto } from './application-dto';
import {
  alreadyApplied,
  existingApplication,
  planApplicationMails,
  recordApplication,
  type MailCandidate,
} from './record-application';
import { StoredObjects, type FileSnapshot } from './snapshot-files';

/** What applying reads of a document: not its parsed text, which the insert copies itself. */
const documentColumns = {
  id: documents.id,
  type: documents.type,
  name: documents.name,
  storageKey: documents.storageKey,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
};
type DocumentRow = Pick<typeof documents.$inferSelect, keyof typeof documentColumns>;

/** One of the candidate's own documents; anyone else's id reads as unknown. */
async function ownDocument(ctx: ProfileContext, id: number): Promise<DocumentRow | undefined> {
  const [row] = await ctx.db
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, ctx.userId)));
  return row;
}

async function snapshot(
  ctx: ProfileContext,
  stored: StoredObjects,
  doc: DocumentRow,
): Promise<FileSnapshot | null> {
  const key = await stored.copy(ctx.board, doc.storageKey, doc.mimeType);
  if (!key) return null;
  return {
    name: doc.name,
    storageKey: key,
    mimeType: doc.mimeType,
    sizeBytes: doc.sizeBytes,
    textOfDocument: doc.id,
  };
}

/**
 * `POST .../offers/{id}/apply`: a signed-in candidate applies with one of their resumes. The
 * checks and the mails' reads go together, then the files are copied (the application keeps its
 * own), then one statement writes the row, the counter and the mails atomically (see
 * recordApplication); any failure takes the copies back.
 */
export async function applyToOffer(
  ctx: ProfileContext,
  adapters: ProfileAdapters,
  offerId: number,
  input: ApplyInput,
  candidate: MailCandidate,
): Promise<ApplicationDto> {
  const language = input.lg ?? ctx.locale;
  // Independent reads, in parallel: one wait instead of six on a PostgreSQL pool. The mails are
  // planned before the checks are known; a refused request only wasted two reads.
  const [, earlier, resumeDoc, letterDoc, mails] = await Promise.all([
    requireLiveOffer(ctx, offerId),
    existingApplication(ctx.db, offerId, ctx.userId),
    ownDocument(ctx, input.resume_id),
    input.cover_letter_id !== undefined ? ownDocument(ctx, input.cover_letter_id) : undefined,
    planApplicationMails(ctx.db, ctx, { offerId, language, candidate }),
  ]);
  if (earlier) throw alreadyApplied(ctx.locale, earlier.createdAt);
  if (!resumeDoc || resumeDoc.type !== 'resume') {
    throw DomainError.invalid({ resume_id: ['resume_unknown'] });
  }
  if (input.cover_letter_id !== undefined && (!letterDoc || letterDoc.type === 'misc')) {
    throw DomainError.invalid({ cover_letter_id: ['cover_letter_unknown'] });
  }

  const stored = new StoredObjects(adapters.storage);
  try {
    const [resume, coverLetter] = await Promise.all([
      snapshot(ctx, stored, resumeDoc),
      letterDoc ? snapshot(ctx, stored, letterDoc) : null,
    ]);
    if (!resume) throw DomainError.invalid({ resume_id: ['resume_unknown'] });
    const row = await recordApplication(
      ctx.db,
      ctx,
      {
        offerId,
        userId: ctx.userId,
        language,
        resumeId: resumeDoc.id,
        resume,
        coverLetterId: letterDoc?.id ?? null,
        coverLetter,
        coverLetterText: input.cover_letter_text ?? null,
        message: input.message ?? null,
        now: ctx.now,
      },
      mails,
    );
    return applicationDto(row, null);
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
