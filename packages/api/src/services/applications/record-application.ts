import { and, eq, sql, type SQL } from 'drizzle-orm';
import { applications, documents, offerDailyCounts } from '@jobboard/db/schema/candidates';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offers } from '@jobboard/db/schema/offers';
import type { Database } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { ServiceContext } from '../../context';
import { APPLICATION_CONSENT_VERSION } from '../../contracts/applications';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';
import { outboxRows, type EnqueueMail } from '../mail/enqueue-mail';
import { hydrateOffers } from '../offers/hydrate-offers';
import { searchWords } from './search-words';
import { counterDay } from './offer-counters';
import type { CheckedScreening } from './screening-answers';
import type { FileSnapshot } from './snapshot-files';

/**
 * What a request reads back of an application: never the stored texts, which for a resume are
 * often 100 kB or more (they are for the employer's search, read where they are shown).
 */
export const applicationSummary = {
  id: applications.id,
  offerId: applications.offerId,
  userId: applications.userId,
  board: applications.board,
  language: applications.language,
  status: applications.status,
  createdAt: applications.createdAt,
  withdrawnAt: applications.withdrawnAt,
  resumeName: applications.resumeName,
  coverLetterName: applications.coverLetterName,
};

export type ApplicationRow = Pick<
  typeof applications.$inferSelect,
  keyof typeof applicationSummary
>;

export interface NewApplication {
  offerId: number;
  userId: number;
  language: Locale;
  resumeId: number | null;
  resume: FileSnapshot;
  coverLetterId: number | null;
  coverLetter: FileSnapshot | null;
  /** A typed letter; a letter document's text otherwise. */
  coverLetterText: string | null;
  message: string | null;
  /** The screening answers, checked against the offer's questions, and the knockout flag. */
  screening: CheckedScreening;
  now: Date;
}

const formatDay = (locale: Locale, date: Date) =>
  new Intl.DateTimeFormat(`${locale}-CA`, {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(date);

/** The 409 of the one-application rule, with the date of the first one. */
export function alreadyApplied(locale: Locale, first: Date): DomainError {
  return DomainError.conflict('already_applied', {
    params: { date: formatDay(locale, first) },
    extra: { applied_at: first.toISOString() },
  });
}

export async function existingApplication(
  db: Executor,
  offerId: number,
  userId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select(applicationSummary)
    .from(applications)
    .where(and(eq(applications.offerId, offerId), eq(applications.userId, userId)));
  return row;
}

/**
 * The text stored with a file snapshot, and its words for the employer's search. A profile
 * document's parsed text and words are copied by the database itself in the insert (they are
 * already there: a resume's text is often 100 kB, which would otherwise travel to the app and back
 * on every application, and folding it again costs PostgreSQL tens of ms).
 */
function snapshotText(file: FileSnapshot): { text: SQL | string | null; words: SQL } {
  if ('textOfDocument' in file) {
    const column = (name: SQL) =>
      sql`(SELECT ${name} FROM ${documents} WHERE ${documents.id} = ${file.textOfDocument})`;
    return {
      text: column(sql`${documents.parsedText}`),
      words: column(sql`${documents.parsedWords}`),
    };
  }
  // PostgreSQL text cannot hold NUL, which PDFs happily contain.
  const text = file.text?.replaceAll('\u0000', '') ?? null;
  return { text, words: searchWords(text) };
}

/** A typed letter and message are short: folded here; a NULL text has no words. */
const noWords = sql`''::tsvector`;
const wordsOf = (words: SQL | null) => (words ? sql`coalesce(${words}, ${noWords})` : noWords);

interface InsertedRow {
  id: number;
  offer_id: number;
  user_id: number | null;
  board: string;
  language: Locale;
  status: ApplicationRow['status'];
  created_at: Date | string;
  withdrawn_at: Date | string | null;
  resume_name: string | null;
  cover_letter_name: string | null;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Inserts the application, counts it and queues its mails in ONE statement (data-modifying CTEs:
 * one round trip, atomic on its own, and inside the caller's transaction when there is one). The
 * counter and the mails select from the inserted row, so a conflict writes none of them. The
 * unique index decides between concurrent attempts: the loser gets the 409, never a 500.
 */
export async function recordApplication(
  tx: Executor,
  ctx: ServiceContext,
  input: NewApplication,
  mails: PlannedMails,
): Promise<ApplicationRow> {
  const resume = snapshotText(input.resume);
  const typedLetter =
    input.coverLetterText !== null ? input.coverLetterText.replaceAll('\u0000', '') : null;
  const letter =
    typedLetter !== null
      ? { text: typedLetter, words: searchWords(typedLetter) }
      : input.coverLetter
        ? snapshotText(input.coverLetter)
        : null;
  const insertApplication = tx
    .insert(applications)
    .values({
      offerId: input.offerId,
      userId: input.userId,
      board: ctx.board,
      language: input.language,
      resumeId: input.resumeId,
      coverLetterId: input.coverLetterId,
      resumeName: input.resume.name,
      resumeStorageKey: input.resume.storageKey,
      resumeMimeType: input.resume.mimeType,
      resumeSizeBytes: input.resume.sizeBytes,
      resumeText: resume.text,
      coverLetterName: input.coverLetter?.name ?? null,
      coverLetterStorageKey: input.coverLetter?.storageKey ?? null,
      coverLetterMimeType: input.coverLetter?.mimeType ?? null,
      coverLetterSizeBytes: input.coverLetter?.sizeBytes ?? null,
      coverLetterText: letter?.text ?? null,
      message: input.message,
      screeningAnswers: input.screening.answers,
      screeningMismatch: input.screening.mismatch,
      consentVersion: APPLICATION_CONSENT_VERSION,
      consentedAt: input.now,
      status: 'new',
      searchDocument: sql`${wordsOf(resume.words)} || ${wordsOf(letter?.words ?? null)} || ${wordsOf(
        input.message !== null ? searchWords(input.message) : null,
      )}`,
    })
    .onConflictDoNothing()
    .returning(applicationSummary);
  const [row] = await queryRows<InsertedRow>(
    tx as Database,
    sql`WITH inserted AS (${insertApplication.getSQL()}),
      counted AS (
        INSERT INTO ${offerDailyCounts} (offer_id, board, day, applications)
        SELECT offer_id, board, ${counterDay}, 1 FROM inserted
        ON CONFLICT (offer_id, board, day)
        DO UPDATE SET applications = ${offerDailyCounts}.applications + 1),
      bumped AS (
        UPDATE ${offers} SET application_count = ${offers}.application_count + 1
        WHERE ${offers}.id IN (SELECT offer_id FROM inserted)),
      mailed AS (
        INSERT INTO ${mailOutbox} (board, recipient, locale, template, payload)
        SELECT m.board, m.recipient, m.locale, m.template, m.payload
        FROM jsonb_to_recordset(${JSON.stringify(outboxRows(mails))}::jsonb)
          AS m(board text, recipient text, locale text, template text, payload jsonb),
          inserted)
      SELECT * FROM inserted`,
  );
  if (!row) {
    const first = await existingApplication(tx, input.offerId, input.userId);
    throw alreadyApplied(ctx.locale, first?.createdAt ?? input.now);
  }
  return {
    id: row.id,
    offerId: row.offer_id,
    userId: row.user_id,
    board: row.board,
    language: row.language,
    status: row.status,
    createdAt: toDate(row.created_at),
    withdrawnAt: row.withdrawn_at === null ? null : toDate(row.withdrawn_at),
    resumeName: row.resume_name,
    coverLetterName: row.cover_letter_name,
  };
}

export interface Recipient {
  email: string;
  language: Locale;
}

/** Team members of the offer's team (else its company's) who hold manage_candidates. */
export async function candidateManagers(db: Executor, offerId: number): Promise<Recipient[]> {
  return queryRows<Recipient>(
    db as Database,
    sql`SELECT u.email, u.language FROM users u
        JOIN user_permissions up ON up.user_id = u.id
        JOIN permissions p ON p.id = up.permission_id AND p.name = 'manage_candidates'
        WHERE u.guard = 'ats' AND u.team_id = (
          SELECT coalesce(o.team_id, c.team_id) FROM offers o
          JOIN companies c ON c.id = o.company_id WHERE o.id = ${offerId})
        ORDER BY u.id`,
  );
}

export interface MailCandidate {
  firstName: string;
  lastName: string;
  email: string;
}

/** The two mails of an application, ready for the outbox: the insert writes them in one go. */
export type PlannedMails = EnqueueMail<'application-confirmation' | 'application-notice'>[];

/**
 * The candidate's confirmation and the managers' notices. Read before the transaction (the offer
 * and the team do not depend on it; the candidate is given), so the transaction that holds a
 * connection only writes: the row, the counter and the mails.
 */
export async function planApplicationMails(
  db: Executor,
  ctx: ServiceContext,
  input: { offerId: number; language: Locale; candidate: MailCandidate },
): Promise<PlannedMails> {
  const offerIn = async (locale: Locale) => {
    const [offer] = await hydrateOffers({ db: db as Database, board: ctx.board, locale }, [
      input.offerId,
    ]);
    if (!offer) throw DomainError.notFound();
    return offer;
  };
  const [offer, managers] = await Promise.all([
    offerIn(input.language),
    candidateManagers(db, input.offerId),
  ]);
  const mails: PlannedMails = [
    {
      board: ctx.board,
      to: input.candidate.email,
      locale: input.language,
      template: 'application-confirmation',
      payload: {
        firstName: input.candidate.firstName,
        offerId: offer.id,
        offerSlug: offer.slug,
        offerTitle: offer.title,
        companyName: offer.company?.name ?? null,
      },
    },
  ];
  const titles = new Map<Locale, string>([[input.language, offer.title]]);
  for (const manager of managers) {
    if (!titles.has(manager.language)) {
      titles.set(manager.language, (await offerIn(manager.language)).title);
    }
    mails.push({
      board: ctx.board,
      to: manager.email,
      locale: manager.language,
      template: 'application-notice',
      payload: {
        candidateName: `${input.candidate.firstName} ${input.candidate.lastName}`,
        offerId: input.offerId,
        offerTitle: titles.get(manager.language) ?? offer.title,
      },
    });
  }
  return mails;
}
