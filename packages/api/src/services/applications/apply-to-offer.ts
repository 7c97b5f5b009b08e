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
import { screeningOfApplication } from './screening-answers';
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

/** A document of the right type, read and copied; null when it is not one (a 422 for the caller). */
async function readAndCopy(
  ctx: ProfileContext,
  stored: StoredObjects,
  id: number,
  fits: (doc: DocumentRow) => boolean,
): Promise<{ doc: DocumentRow; file: FileSnapshot } | null> {
  const doc = await ownDocument(ctx, id);
  if (!doc || !fits(doc)) return null;
  const file = await snapshot(ctx, stored, doc);
  return file ? { doc, file } : null;
}

/**
 * `POST .../offers/{id}/apply`: a signed-in candidate applies with one of their resumes. The
 * checks, the mails' reads and the copies of the files (the application keeps its own, on disk
 * before the row refers to it) run together; then one statement writes the row, the counter and
 * the mails atomically (see recordApplication). Any failure takes the copies back.
 */
export async function applyToOffer(
  ctx: ProfileContext,
  adapters: ProfileAdapters,
  offerId: number,
  input: ApplyInput,
  candidate: MailCandidate,
): Promise<ApplicationDto> {
  const language = input.lg ?? ctx.locale;
  const stored = new StoredObjects(adapters.storage);
  // Copying waits for the disk (the file is synced), the checks for the database: in parallel,
  // one wait instead of both. A refused request only wasted its copies, taken back below.
  const copies = [
    readAndCopy(ctx, stored, input.resume, (doc) => doc.type === 'resume'),
    input.cover_letter_id !== undefined
      ? readAndCopy(ctx, stored, input.cover_letter_id, (doc) => doc.type !== 'misc')
      : null,
  ] as const;
  try {
    const [screening, earlier, resume, letter, mails] = await Promise.all([
      // The answers are checked once the offer is known to be live: a gone offer is a 404.
      requireLiveOffer(ctx, offerId).then(() =>
        screeningOfApplication(ctx.db, offerId, input.answers),
      ),
      existingApplication(ctx.db, offerId, ctx.userId),
      ...copies,
      planApplicationMails(ctx.db, ctx, { offerId, language, candidate }),
    ]);
    if (earlier) throw alreadyApplied(ctx.locale, earlier.createdAt);
    if (!resume) throw DomainError.invalid({ resume: ['resume_unknown'] });
    if (input.cover_letter_id !== undefined && !letter) {
      throw DomainError.invalid({ cover_letter_id: ['cover_letter_unknown'] });
    }
    const row = await recordApplication(
      ctx.db,
      ctx,
      {
        offerId,
        userId: ctx.userId,
        language,
        resumeId: resume.doc.id,
        resume: resume.file,
        coverLetterId: letter?.doc.id ?? null,
        coverLetter: letter?.file ?? null,
        coverLetterText: input.cover_letter_text ?? null,
        message: input.message ?? null,
        screening,
        now: ctx.now,
      },
      mails,
    );
    return applicationDto(row, null);
  } catch (error) {
    // A check may fail while a copy is still being written: wait for it, then take it back.
    await Promise.allSettled(copies);
    await stored.discard();
    throw error;
  }
}
