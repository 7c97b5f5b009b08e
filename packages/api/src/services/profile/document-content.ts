import { fileTypeFromBuffer } from 'file-type';
import type { DocumentType } from '@jobboard/db/schema/candidates';

export interface SniffedType {
  ext: string;
  mime: string;
}

/** What a resume or a cover letter may be: PDF, DOCX or DOC, by content. */
const applicationDocuments: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // file-type names the OLE container of .doc files `cfb`.
  cfb: 'application/msword',
};
/** Other documents (certificates, references) may also be these. */
const otherDocuments: Record<string, string> = {
  ...applicationDocuments,
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** Plain text: valid UTF-8 with no control characters other than tab and line breaks. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return false;
  return !isMarkup(text);
}

/**
 * HTML, SVG or XML: text a browser would render or run, however it is named. Refused for every
 * document type.
 */
function isMarkup(text: string): boolean {
  return /<\s*(?:!doctype|\?xml|html|head|body|svg|script|iframe|object|embed|math|meta|link|style|img|a\s)/i.test(
    text,
  );
}

/**
 * The type of a file from its content (magic bytes through file-type), never from its name or
 * declared type; null when the content is not one this document type accepts. A resume or a
 * cover letter is PDF, DOCX or DOC; another document may also be ODT, RTF, JPEG, PNG or plain
 * text; markup (HTML, SVG, XML) is never a document.
 */
export async function sniffDocument(
  bytes: Uint8Array,
  type: DocumentType,
): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  const accepted = type === 'misc' ? otherDocuments : applicationDocuments;
  if (found) {
    const mime = accepted[found.ext];
    if (!mime) return null;
    return { ext: found.ext === 'cfb' ? 'doc' : found.ext, mime };
  }
  return type === 'misc' && isPlainText(bytes)
    ? { ext: 'txt', mime: 'text/plain; charset=utf-8' }
    : null;
}
