import { and, eq } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { documents } from '@jobboard/db/schema/candidates';
import type { ApplicationDto, ApplyRegisterInput } from '../../contracts/applications';
import { documentNameField } from '../../contracts/profile/documents';
import { DomainError } from '../../errors';
import { toAccountUser, type AccountUserDto } from '../auth/account-user';
import { accountSubject, type AuthContext } from '../auth/auth-context';
import { assertPasswordAllowed } from '../auth/check-new-password';
import { enforceLimits } from '../auth/limits';
import { hashPassword } from '../auth/password-hash';
import { sendAccountLink } from '../auth/send-account-link';
import { openSession, type OpenedSession } from '../auth/sessions';
import { requireLiveOffer } from '../offers/live-offer';
import { downloadPath } from '../profile/documents';
import { sniffDocument } from '../profile/document-content';
import {
  PDF_TEXT_WAIT_MS,
  isPending,
  startPdfParse,
  within,
  writePdfTextLater,
} from '../profile/pdf-text-of-document';
import type { ProfileAdapters } from '../profile/profile-context';
import { applicationDto } from './application-dto';
import { planApplicationMails, recordApplication } from './record-application';
import { screeningOfApplication } from './screening-answers';
import { StoredObjects } from './snapshot-files';

export interface AppliedAndRegistered {
  user: AccountUserDto;
  session: OpenedSession;
  application: ApplicationDto;
}

/**
 * `POST .../offers/{id}/apply-register`: a visitor applies and gets an account in one go. Every
 * check that needs no writing comes first; then the file is stored twice (the profile's resume
 * and the application's own copy) and the account, document, application, counter, session and
 * mails are written in ONE transaction. If anything fails after the files were stored, they are
 * removed: no account, no application, no orphan file.
 */
/**
 * Counts one apply-and-register post from an address, valid or not, before its body is read:
 * a burst is refused (429 + Retry-After) without parsing a single file.
 */
export async function countApplyRegisterPost(ctx: AuthContext): Promise<void> {
  await enforceLimits(ctx.db, [['applyRegisterAddress', ctx.clientAddress]], ctx.now);
}

export async function applyAndRegister(
  ctx: AuthContext,
  adapters: ProfileAdapters,
  offerId: number,
  input: ApplyRegisterInput,
): Promise<AppliedAndRegistered> {
  await enforceLimits(
    ctx.db,
    [['signupAccount', accountSubject('jobboard', ctx.board, input.email)]],
    ctx.now,
  );
  const language = input.lg ?? ctx.locale;
  const service = { db: ctx.db, board: ctx.board.key, locale: ctx.locale };
  await requireLiveOffer(service, offerId);
  const screening = await screeningOfApplication(ctx.db, offerId, input.answers);

  const file = input.resume;
  if (file.size > adapters.uploadMaxBytes) throw new DomainError('payload_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await sniffDocument(bytes, 'resume');
  if (!sniffed) {
    throw new DomainError('unsupported_media_type', { messageKey: 'resume_type_refused' });
  }
  assertPasswordAllowed(input.password);
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.guard, 'jobboard'),
        eq(users.board, ctx.board.key),
        eq(users.email, input.email),
      ),
    )
    .limit(1);
  if (taken) throw DomainError.invalid({ email: ['email_has_account'] });

  // Before anything is written: a full parsing queue is a 503 that leaves nothing behind.
  const parse =
    sniffed.ext === 'pdf' ? startPdfParse(adapters.extractPdf, bytes, 'an application') : null;
  const passwordHash = await hashPassword(input.password);
  // A slow parse does not hold the answer: the text is written when it ends.
  const ended = parse ? await within(parse, PDF_TEXT_WAIT_MS) : null;
  const parsed = isPending(ended) || !ended ? { text: null, pages: null, info: null } : ended;
  // The profile shows the file's own name when it is a fit one, else a plain default.
  const name = documentNameField.safeParse(file.name).data ?? `resume.${sniffed.ext}`;
  const stored = new StoredObjects(adapters.storage);
  try {
    const profileKey = await stored.put(ctx.board.key, sniffed.ext, bytes, sniffed.mime);
    const snapshotKey = await stored.put(ctx.board.key, sniffed.ext, bytes, sniffed.mime);
    const mails = await planApplicationMails(ctx.db, service, {
      offerId,
      language,
      candidate: { firstName: input.first_name, lastName: input.last_name, email: input.email },
    });
    const done = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          guard: 'jobboard',
          board: ctx.board.key,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phoneNumber: input.phone_number || null,
          passwordHash,
          language,
        })
        // A concurrent sign-up with the same e-mail loses here instead of raising a 500.
        .onConflictDoNothing()
        .returning();
      if (!user) throw DomainError.invalid({ email: ['email_has_account'] });
      await sendAccountLink(tx, ctx, user, 'email_confirmation');
      const [doc] = await tx
        .insert(documents)
        .values({
          userId: user.id,
          name,
          type: 'resume',
          cdn: '',
          storageKey: profileKey,
          mimeType: sniffed.mime,
          sizeBytes: bytes.byteLength,
          parsedText: parsed.text,
          pageCount: parsed.pages,
          pdfInfo: parsed.info,
        })
        // Not the text back: it is often 100 kB or more.
        .returning({ id: documents.id, name: documents.name });
      if (!doc) throw new Error('document insert returned no row');
      await tx
        .update(documents)
        .set({ cdn: downloadPath(ctx.board.key, doc.id) })
        .where(eq(documents.id, doc.id));
      const row = await recordApplication(
        tx,
        service,
        {
          offerId,
          userId: user.id,
          language,
          resumeId: doc.id,
          resume: {
            name: doc.name,
            storageKey: snapshotKey,
            mimeType: sniffed.mime,
            sizeBytes: bytes.byteLength,
            // The document row above, in this transaction: its text and words are copied there.
            textOfDocument: doc.id,
          },
          coverLetterId: null,
          coverLetter: null,
          coverLetterText: input.cover_letter_text ?? null,
          message: input.message ?? null,
          screening,
          now: ctx.now,
        },
        mails,
      );
      const session = await openSession(tx, {
        userId: user.id,
        board: ctx.board.key,
        now: ctx.now,
        policy: ctx.sessionPolicy,
      });
      return {
        user: await toAccountUser(tx, user),
        session,
        application: applicationDto(row, null),
        documentId: doc.id,
      };
    });
    if (parse && isPending(ended)) writePdfTextLater(ctx.db, done.documentId, parse);
    return { user: done.user, session: done.session, application: done.application };
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
