import { PDFDocument, StandardFonts } from 'pdf-lib';
import { zipSync } from 'fflate';
import type { TestApp } from './test-app';

/** A real one-page PDF whose first line is `firstLine`. */
export async function makePdf(
  firstLine: string,
  secondLine = 'Cuisine, service, bar',
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([400, 300]);
  page.drawText(firstLine, { x: 40, y: 250, font, size: 16 });
  page.drawText(secondLine, { x: 40, y: 220, font, size: 12 });
  return doc.save();
}

/** The smallest valid PNG: 1x1, one transparent pixel. */
export const tinyPng = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

/** Uploads one file as the profile form does (multipart: file, type, optional name). */
export function upload(
  t: TestApp,
  cookie: string | undefined,
  file: { bytes: Uint8Array; name: string; type?: string },
  fields: { type: string; name?: string },
  o: { board?: string; host?: string } = {},
): Promise<Response> {
  const form = new FormData();
  form.set(
    'file',
    new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/pdf' }),
  );
  form.set('type', fields.type);
  if (fields.name !== undefined) form.set('name', fields.name);
  const board = o.board ?? 'hospitality';
  return t.request(`/api/jobboard/${board}/user/documents?lg=en`, {
    method: 'POST',
    host: o.host ?? `${board}.localhost`,
    headers: cookie ? { cookie } : {},
    body: form,
  });
}

/** A minimal DOCX (a ZIP with the Word parts file-type recognises). */
export function makeDocx(text: string): Uint8Array {
  const enc = (s: string) => new TextEncoder().encode(s);
  return zipSync({
    '[Content_Types].xml': enc(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    'word/document.xml': enc(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  });
}

/** The header of an OLE compound file, as a .doc starts (file-type's `cfb`). */
export function makeDoc(): Uint8Array {
  const bytes = new Uint8Array(2048);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
}
