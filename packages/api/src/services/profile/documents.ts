import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { documents } from '@jobboard/db/schema/candidates';
import type { DocumentDto, DocumentUpload } from '../../contracts/profile/documents';
import { documentNameField } from '../../contracts/profile/documents';
import { DomainError } from '../../errors';
import { sniffDocument } from './document-content';
import {
  PDF_TEXT_WAIT_MS,
  isPending,
  startPdfParse,
  within,
  writePdfText,
  writePdfTextLater,
  type PdfParse,
} from './pdf-text-of-document';
import type { ProfileAdapters, ProfileContext } from './profile-context';

type DocumentRow = typeof documents.$inferSelect;

export function documentDto(row: DocumentRow): DocumentDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    cdn: row.cdn,
    mime_type: row.mimeType,
    size: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    text: row.parsedText,
    pages: row.pageCount,
  };
}

export const downloadPath = (board: string, id: number) =>
  `/api/jobboard/${board}/user/documents/${id}/file`;

export async function listDocuments(ctx: ProfileContext): Promise<DocumentDto[]> {
  const rows = await ctx.db
    .select()
    .from(documents)
    .where(eq(documents.userId, ctx.userId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(documentDto);
}

/** The candidate's own document; anyone else's id is the same 404 as an unknown one. */
async function ownDocument(ctx: ProfileContext, id: number): Promise<DocumentRow> {
  const [row] = await ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, ctx.userId)));
  if (!row) throw DomainError.notFound();
  return row;
}

/**
 * Stores an upload: the type comes from the content, the file goes to storage under a generated
 * key, then a PDF's text is extracted. Parsing never fails the request: the document is kept
 * with null text and the reason is logged. The answer waits a few seconds at most for the text;
 * a longer parse ends in the background. Only a full parsing queue refuses the upload (503),
 * before anything is written.
 */
export async function uploadDocument(
  ctx: ProfileContext,
  adapters: ProfileAdapters,
  input: DocumentUpload,
): Promise<DocumentDto> {
  if (input.file.size > adapters.uploadMaxBytes) throw new DomainError('payload_too_large');
  const name = documentNameField.safeParse(input.name ?? input.file.name);
  if (!name.success) throw DomainError.invalid({ name: ['document_name_invalid'] });
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const sniffed = await sniffDocument(bytes, input.type);
  if (!sniffed) throw DomainError.invalid({ file: ['file_type_refused'] });

  const parse =
    sniffed.ext === 'pdf' ? startPdfParse(adapters.extractPdf, bytes, 'an upload') : null;

  const key = `${ctx.board}/${randomUUID()}.${sniffed.ext}`;
  await adapters.storage.put(key, bytes, sniffed.mime);
  let row: DocumentRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(documents)
        .values({
          userId: ctx.userId,
          name: name.data,
          type: input.type,
          cdn: '',
          storageKey: key,
          mimeType: sniffed.mime,
          sizeBytes: bytes.byteLength,
        })
        .returning();
      if (!inserted) throw new Error('document insert returned no row');
      const [updated] = await tx
        .update(documents)
        .set({ cdn: downloadPath(ctx.board, inserted.id) })
        .where(eq(documents.id, inserted.id))
        .returning();
      return updated ?? inserted;
    });
  } catch (error) {
    // No row, no file: the upload leaves nothing behind.
    await adapters.storage.delete(key);
    throw error;
  }
  if (parse) row = await attachPdfText(ctx, row, parse, PDF_TEXT_WAIT_MS);
  return documentDto(row);
}

/** The row with its text when the parse ends within `waitMs`; else the text comes later. */
async function attachPdfText(
  ctx: ProfileContext,
  row: DocumentRow,
  parse: PdfParse,
  waitMs: number,
): Promise<DocumentRow> {
  const parsed = await within(parse, waitMs);
  if (isPending(parsed)) {
    writePdfTextLater(ctx.db, row.id, parse);
    return row;
  }
  if (!parsed) return row;
  return (await writePdfText(ctx.db, row.id, parsed)) ?? row;
}

export async function renameDocument(
  ctx: ProfileContext,
  id: number,
  name: string,
): Promise<DocumentDto> {
  await ownDocument(ctx, id);
  const [row] = await ctx.db
    .update(documents)
    .set({ name })
    .where(and(eq(documents.id, id), eq(documents.userId, ctx.userId)))
    .returning();
  if (!row) throw DomainError.notFound();
  return documentDto(row);
}

export async function deleteDocument(
  ctx: ProfileContext,
  adapters: ProfileAdapters,
  id: number,
): Promise<void> {
  const row = await ownDocument(ctx, id);
  await ctx.db.delete(documents).where(eq(documents.id, row.id));
  await adapters.storage.delete(row.storageKey);
}

export interface DocumentFile {
  bytes: Uint8Array;
  mimeType: string;
  /** The download's file name: the user's name, with the real type's extension. */
  fileName: string;
}

export async function readDocumentFile(
  ctx: ProfileContext,
  adapters: ProfileAdapters,
  id: number,
): Promise<DocumentFile> {
  const row = await ownDocument(ctx, id);
  const bytes = await adapters.storage.get(row.storageKey);
  if (!bytes) throw DomainError.notFound();
  const ext = row.storageKey.split('.').pop() ?? 'bin';
  const fileName = row.name.toLowerCase().endsWith(`.${ext}`) ? row.name : `${row.name}.${ext}`;
  return { bytes, mimeType: row.mimeType, fileName };
}

export interface PdfTextDto {
  text: string | null;
  pages: number | null;
  info: Record<string, unknown> | null;
}

/**
 * Section 7's `POST /pdf-to-text` for one of the candidate's own PDFs: the stored extraction, or
 * a new attempt when the upload's failed. A PDF that still cannot be read answers nulls.
 */
export async function pdfToText(
  ctx: ProfileContext,
  adapters: ProfileAdapters,
  id: number,
): Promise<PdfTextDto> {
  let row = await ownDocument(ctx, id);
  if (row.mimeType !== 'application/pdf') throw DomainError.invalid({ url: ['file_type_refused'] });
  if (row.parsedText === null) {
    const bytes = await adapters.storage.get(row.storageKey);
    if (!bytes) throw DomainError.notFound();
    // Asked for the text itself: waits for the parse's own time limit.
    const parse = startPdfParse(adapters.extractPdf, bytes, `document ${row.id}`);
    row = await attachPdfText(ctx, row, parse, Number.POSITIVE_INFINITY);
  }
  return {
    text: row.parsedText,
    pages: row.pageCount,
    info: (row.pdfInfo as Record<string, unknown> | null) ?? null,
  };
}
