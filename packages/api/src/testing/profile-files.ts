import { PDFDocument, StandardFonts } from 'pdf-lib';
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
