import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { documents, applications } from '@jobboard/db/schema/candidates';
import type { PdfText, PdfTextExtractor } from '../../adapters/pdf/pdf-text';

/** A parse's end, good or bad: the promise never rejects, so it may be left to finish alone. */
export type PdfParse = Promise<PdfText | null>;

/**
 * How long an upload waits for its text before answering without it: a resume parses in well
 * under a second, and a slow or hostile one finishes (or is killed) in the background.
 */
export const PDF_TEXT_WAIT_MS = 4_000;

/**
 * Starts parsing a PDF before anything is written: a full queue throws its 503 here, so the
 * upload leaves nothing behind. A failed parse is logged and ends as null text.
 */
export function startPdfParse(
  extract: PdfTextExtractor,
  bytes: Uint8Array,
  what: string,
): PdfParse {
  return extract(bytes).then(
    // PostgreSQL text cannot hold NUL, which PDFs happily contain.
    (parsed) => ({ ...parsed, text: parsed.text.replaceAll('\u0000', '') }),
    (error: unknown) => {
      console.warn(
        `[documents] PDF text of ${what} not extracted: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    },
  );
}

const pending = Symbol('pending');

/** The parse's result if it ends within `ms`, else `pending`. */
export async function within(
  parse: PdfParse,
  ms: number,
): Promise<PdfText | null | typeof pending> {
  // setTimeout takes anything past 2^31 ms as 1 ms.
  if (!Number.isFinite(ms)) return parse;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof pending>((resolve) => {
    timer = setTimeout(() => resolve(pending), ms);
  });
  try {
    return await Promise.race([parse, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const isPending = (value: unknown): value is typeof pending => value === pending;

/**
 * Writes a document's text, and the text of the applications that sent this very file before
 * it was known (their snapshot of it has none yet); the triggers fold the words.
 */
export async function writePdfText(db: Database, documentId: number, parsed: PdfText) {
  const [row] = await db
    .update(documents)
    .set({ parsedText: parsed.text, pageCount: parsed.pages, pdfInfo: parsed.info })
    .where(eq(documents.id, documentId))
    .returning();
  await db
    .update(applications)
    .set({ resumeText: parsed.text })
    .where(and(eq(applications.resumeId, documentId), isNull(applications.resumeText)));
  await db
    .update(applications)
    .set({ coverLetterText: parsed.text })
    .where(and(eq(applications.coverLetterId, documentId), isNull(applications.coverLetterText)));
  return row;
}

/** Writes the text once the parse ends, after the request was answered; failures are logged. */
export function writePdfTextLater(db: Database, documentId: number, parse: PdfParse): void {
  void parse
    .then((parsed) => (parsed ? writePdfText(db, documentId, parsed) : undefined))
    .catch((error: unknown) =>
      console.warn(`[documents] PDF text of document ${documentId} not stored: ${String(error)}`),
    );
}
