import { fileTypeFromBuffer } from 'file-type';
import type { DocumentType } from '@jobboard/db/schema/candidates';

export interface SniffedType {
  ext: string;
  mime: string;
}

const textDocuments: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // file-type names the OLE container of .doc files `cfb`.
  cfb: 'application/msword',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
};
const images: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

/** Plain text: valid UTF-8 with no control characters other than tab and line breaks. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

/**
 * The type of a file from its content (magic bytes through file-type), never from its name or
 * declared type; null when the content is not one this document type accepts.
 */
export async function sniffDocument(
  bytes: Uint8Array,
  type: DocumentType,
): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    const mime = textDocuments[found.ext] ?? (type === 'misc' ? images[found.ext] : undefined);
    if (!mime) return null;
    return { ext: found.ext === 'cfb' ? 'doc' : found.ext, mime };
  }
  return isPlainText(bytes) ? { ext: 'txt', mime: 'text/plain; charset=utf-8' } : null;
}
