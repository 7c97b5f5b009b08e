import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents } from '@jobboard/db/schema/candidates';
import { pdfTextExtractor } from '../../adapters/pdf/pdf-text';
import { call, signUp } from '../../testing/accounts';
import { pageTreeBombPdf } from '../../testing/pdf-bombs';
import { makeDoc, makeDocx, makePdf, tinyPng, upload } from '../../testing/profile-files';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let alice: string;
let bob: string;

/** Every file under the upload folder, whatever the board sub-folder. */
async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  for (const board of await readdir(t.uploadDir).catch(() => [] as string[])) {
    for (const f of await readdir(path.join(t.uploadDir, board))) out.push(`${board}/${f}`);
  }
  return out;
}

interface Doc {
  id: number;
  name: string;
  type: string;
  cdn: string;
  text: string | null;
  pages: number | null;
  mime_type: string;
  created_at: string;
}

beforeAll(async () => {
  t = await createTestApp({
    env: { ...(await import('../../env')).readApiEnv({ UPLOAD_MAX_BYTES: '200000' }) },
  });
  alice = await signUp(t, 'jobboard', 'alice@example.com');
  bob = await signUp(t, 'jobboard', 'bob@example.com');
});
afterAll(() => t.close());

describe('documents', () => {
  let resume: Doc;

  it('stores a PDF resume under a generated name and extracts its text', async () => {
    const res = await upload(
      t,
      alice,
      { bytes: await makePdf('Alice Martin, chef de partie'), name: 'CV Alice.pdf' },
      { type: 'resume' },
    );
    expect(res.status).toBe(201);
    resume = ((await res.json()) as { data: Doc }).data;
    expect(resume).toMatchObject({
      name: 'CV Alice.pdf',
      type: 'resume',
      mime_type: 'application/pdf',
      pages: 1,
    });
    expect(resume.text?.split('\n')[0]).toBe('Alice Martin, chef de partie');
    expect(resume.cdn).toBe(`/api/jobboard/hospitality/user/documents/${resume.id}/file`);
    const files = await storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^hospitality\/[0-9a-f-]{36}\.pdf$/);

    const list = await call(t, 'GET', '/api/jobboard/hospitality/user/documents', undefined, {
      cookie: alice,
    });
    expect(((await list.json()) as { data: Doc[] }).data.map((d) => d.id)).toEqual([resume.id]);
  });

  it('serves the file to its owner only, as an attachment that is never sniffed', async () => {
    const mine = await call(t, 'GET', resume.cdn, undefined, { cookie: alice });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment; filename="CV Alice.pdf"/);
    expect(new TextDecoder().decode((await mine.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const path =
        method === 'GET' ? resume.cdn : `/api/jobboard/hospitality/user/documents/${resume.id}`;
      const res = await call(t, method, path, body, { cookie: bob });
      expect(res.status, `${method} by another candidate`).toBe(404);
    }
    const guest = await call(t, 'GET', resume.cdn);
    expect(guest.status).toBe(401);
    // A session of this board is worthless on the other board's host, and a path naming another
    // board than the host is a 404.
    expect(
      (await call(t, 'GET', resume.cdn, undefined, { cookie: alice, host: 'careers.localhost' }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(t, 'GET', '/api/jobboard/careers/user/documents', undefined, {
          cookie: alice,
          host: 'careers.localhost',
        })
      ).status,
    ).toBe(401);
  });

  it('renames, then deletes the row and the file', async () => {
    const renamed = await call(
      t,
      'PUT',
      `/api/jobboard/hospitality/user/documents/${resume.id}`,
      { name: 'Mon CV 2026' },
      { cookie: alice },
    );
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { data: Doc }).data.name).toBe('Mon CV 2026');
    const download = await call(t, 'GET', resume.cdn, undefined, { cookie: alice });
    expect(download.headers.get('content-disposition')).toContain('filename="Mon CV 2026.pdf"');

    const bad = await call(
      t,
      'PUT',
      `/api/jobboard/hospitality/user/documents/${resume.id}`,
      { name: '../x' },
      { cookie: alice },
    );
    expect(bad.status).toBe(422);

    const deleted = await call(
      t,
      'DELETE',
      `/api/jobboard/hospitality/user/documents/${resume.id}`,
      undefined,
      { cookie: alice },
    );
    expect(deleted.status).toBe(200);
    expect(await storedFiles()).toEqual([]);
    expect(await t.handle.db.select().from(documents)).toEqual([]);
    expect((await call(t, 'GET', resume.cdn, undefined, { cookie: alice })).status).toBe(404);
  });

  it('checks the content, not the name: a PNG renamed .pdf is refused, as a resume', async () => {
    const res = await upload(
      t,
      alice,
      { bytes: tinyPng, name: 'resume.pdf', type: 'application/pdf' },
      { type: 'resume' },
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.file?.[0]).toMatch(/file type is not accepted/);
    expect(await storedFiles()).toEqual([]);

    const misc = await upload(t, alice, { bytes: tinyPng, name: 'badge.pdf' }, { type: 'misc' });
    expect(misc.status).toBe(201);
    const doc = ((await misc.json()) as { data: Doc }).data;
    expect(doc.mime_type).toBe('image/png');
    const file = await call(t, 'GET', doc.cdn, undefined, { cookie: alice });
    expect(file.headers.get('content-disposition')).toContain('filename="badge.pdf.png"');
    await call(t, 'DELETE', `/api/jobboard/hospitality/user/documents/${doc.id}`, undefined, {
      cookie: alice,
    });

    const text = await upload(
      t,
      alice,
      {
        bytes: new TextEncoder().encode('Lettre de présentation\nBonjour'),
        name: 'lettre.txt',
        type: 'text/plain',
      },
      { type: 'misc' },
    );
    expect(text.status).toBe(201);
    const binary = await upload(
      t,
      alice,
      { bytes: Uint8Array.from([0, 1, 2, 3, 255, 254]), name: 'x.txt' },
      { type: 'misc' },
    );
    expect(binary.status).toBe(422);
  });

  it('takes a resume or cover letter only as PDF, DOCX or DOC by content, and markup never (issue 46, item 4)', async () => {
    const before = await storedFiles();
    const text = new TextEncoder().encode('Alice Martin\nChef de partie');
    const html = new TextEncoder().encode(
      '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const xmlSvg = new TextEncoder().encode('<?xml version="1.0"?>\n<svg onload="alert(1)"/>');
    const refused: [string, Uint8Array, string, string][] = [
      ['text named .pdf', text, 'cv.pdf', 'resume'],
      ['text named .pdf', text, 'lettre.pdf', 'cover_letter'],
      ['plain text', text, 'cv.txt', 'resume'],
      ['a PNG', tinyPng, 'lettre.pdf', 'cover_letter'],
    ];
    for (const type of ['resume', 'cover_letter', 'misc']) {
      refused.push(['HTML', html, 'cv.pdf', type], ['HTML', html, 'page.html', type]);
      refused.push(['SVG', svg, 'logo.svg', type], ['XML SVG', xmlSvg, 'cv.pdf', type]);
    }
    for (const [label, bytes, name, type] of refused) {
      for (const lg of ['fr', 'en'] as const) {
        const form = new FormData();
        form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
        form.set('type', type);
        const res = await t.request(`/api/jobboard/hospitality/user/documents?lg=${lg}`, {
          method: 'POST',
          host: 'hospitality.localhost',
          headers: { cookie: alice },
          body: form,
        });
        expect(res.status, `${label} as ${type}`).toBe(422);
        const body = (await res.json()) as { errors: Record<string, string[]> };
        expect(body.errors.file?.[0], `${label} as ${type}`).toMatch(
          lg === 'fr' ? /n'est pas accepté.*PDF, DOCX/ : /not accepted.*PDF, DOCX/,
        );
      }
    }
    expect(await storedFiles()).toEqual(before);

    for (const [bytes, name, mime] of [
      [makeDocx('Alice Martin'), 'cv.docx', 'wordprocessingml.document'],
      [makeDoc(), 'lettre.doc', 'application/msword'],
    ] as const) {
      for (const type of ['resume', 'cover_letter']) {
        const res = await upload(t, alice, { bytes, name }, { type });
        expect(res.status, `${name} as ${type}`).toBe(201);
        const doc = ((await res.json()) as { data: Doc }).data;
        expect(doc.mime_type).toContain(mime);
        await call(t, 'DELETE', `/api/jobboard/hospitality/user/documents/${doc.id}`, undefined, {
          cookie: alice,
        });
      }
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses empty files, bad names and bad types with translated messages, leaving nothing', async () => {
    const before = await storedFiles();
    const cases: [Parameters<typeof upload>[2], Parameters<typeof upload>[3], string][] = [
      [{ bytes: new Uint8Array(0), name: 'empty.pdf' }, { type: 'resume' }, 'file'],
      [
        { bytes: await makePdf('x'), name: 'cv.pdf' },
        { type: 'resume', name: '../../etc/passwd' },
        'name',
      ],
      [
        { bytes: await makePdf('x'), name: 'cv.pdf' },
        { type: 'resume', name: 'a\u0000b.pdf' },
        'name',
      ],
      [
        { bytes: await makePdf('x'), name: 'cv.pdf' },
        { type: 'resume', name: 'a'.repeat(300) },
        'name',
      ],
      [{ bytes: await makePdf('x'), name: '../cv.pdf' }, { type: 'resume' }, 'name'],
      [{ bytes: await makePdf('x'), name: 'cv.pdf' }, { type: 'passport' }, 'type'],
    ];
    for (const [file, fields, field] of cases) {
      const res = await upload(t, alice, file, fields);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      const body = (await res.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors)).toContain(field);
    }
    const fr = await t.request('/api/jobboard/hospitality/user/documents?lg=fr', {
      method: 'POST',
      headers: { cookie: alice },
      body: (() => {
        const f = new FormData();
        f.set('type', 'resume');
        return f;
      })(),
    });
    expect(fr.status).toBe(422);
    expect(((await fr.json()) as { errors: { file: string[] } }).errors.file).toEqual([
      'Choisissez un fichier.',
    ]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over the limit with 413 before reading the body whole', async () => {
    // Declared too large: answered from Content-Length, while the body never even ends.
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(64 * 1024));
          if (pulled > 2000) controller.close();
        },
      });
    const declared = await t.request('/api/jobboard/hospitality/user/documents?lg=en', {
      method: 'POST',
      headers: {
        cookie: alice,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      body: endless(),
      duplex: 'half',
    } as RequestInit);
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { message: string }).message).toBe('File size exceeded.');

    // Chunked, no length: refused once the count passes the limit, long before 50 MB.
    pulled = 0;
    const chunked = await t.request('/api/jobboard/hospitality/user/documents?lg=fr', {
      method: 'POST',
      headers: { cookie: alice, 'content-type': 'multipart/form-data; boundary=x' },
      body: endless(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as { message: string }).message).toBe(
      'Taille de fichier dépassée.',
    );
    expect(pulled).toBeLessThan(20);

    // A real multipart upload just over the limit (200 kB in this test app).
    const big = await upload(
      t,
      alice,
      { bytes: new Uint8Array(300_000).fill(65), name: 'big.txt' },
      { type: 'misc' },
    );
    expect(big.status).toBe(413);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('keeps a PDF that cannot be parsed, with no text', async () => {
    const corrupt = new TextEncoder().encode(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without xref\n%%EOF',
    );
    const res = await upload(t, alice, { bytes: corrupt, name: 'broken.pdf' }, { type: 'resume' });
    expect(res.status).toBe(201);
    const doc = ((await res.json()) as { data: Doc }).data;
    expect(doc.text).toBeNull();
    const [row] = await t.handle.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row?.parsedText).toBeNull();
    expect(row?.storageKey).toMatch(/\.pdf$/);
  });
});

describe('pdf-to-text helper', () => {
  it("answers the text of the candidate's own PDF, nulls when unreadable, and 404 for others", async () => {
    const good = await upload(
      t,
      alice,
      { bytes: await makePdf('Relu plus tard'), name: 'cv2.pdf' },
      { type: 'resume' },
    );
    const doc = ((await good.json()) as { data: Doc }).data;
    const res = await call(
      t,
      'POST',
      '/api/pdf-to-text',
      { url: `http://hospitality.localhost${doc.cdn}` },
      { cookie: alice },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { text: string; pages: number; info: { Producer?: string } };
    expect(body.text.split('\n')[0]).toBe('Relu plus tard');
    expect(body.pages).toBe(1);
    expect(body.info.Producer).toMatch(/pdf-lib/);

    const [broken] = await t.handle.db
      .select()
      .from(documents)
      .where(eq(documents.name, 'broken.pdf'));
    const unreadable = await call(
      t,
      'POST',
      '/api/pdf-to-text',
      { url: broken?.cdn },
      { cookie: alice },
    );
    expect(await unreadable.json()).toEqual({ text: null, pages: null, info: null });

    expect(
      (await call(t, 'POST', '/api/pdf-to-text', { url: doc.cdn }, { cookie: bob })).status,
    ).toBe(404);
    expect(
      (await call(t, 'POST', '/api/pdf-to-text', { url: '/etc/passwd' }, { cookie: alice })).status,
    ).toBe(422);
    const [text] = await t.handle.db
      .select()
      .from(documents)
      .where(eq(documents.name, 'lettre.txt'));
    expect(
      (await call(t, 'POST', '/api/pdf-to-text', { url: text?.cdn }, { cookie: alice })).status,
    ).toBe(422);
  });
});

describe('PDF parsing limits', () => {
  it('gives up on a PDF that takes too long, and keeps the document', async () => {
    const slow = await createTestApp({ extractPdf: pdfTextExtractor({ timeoutMs: 1 }) });
    try {
      const cookie = await signUp(slow, 'jobboard', 'slow@example.com');
      const res = await upload(
        slow,
        cookie,
        { bytes: await makePdf('Too slow'), name: 'cv.pdf' },
        { type: 'resume' },
      );
      expect(res.status).toBe(201);
      expect(((await res.json()) as { data: Doc }).data.text).toBeNull();
    } finally {
      await slow.close();
    }
  }, 90_000);

  it('refuses a PDF with a translated 503 and Retry-After while the parsing queue is full, storing nothing (issue 46, item 32)', async () => {
    const extractPdf = pdfTextExtractor({ concurrency: 1, maxWaiting: 0 });
    const busy = await createTestApp({ extractPdf });
    let holding: Promise<unknown> = Promise.resolve();
    try {
      const cookie = await signUp(busy, 'jobboard', 'busy@example.com');
      const bytes = await makePdf('Pas maintenant');
      // A 200,000-page tree holds the only parse for seconds.
      holding = extractPdf(pageTreeBombPdf(200_000)).catch(() => null);
      for (const [lg, message] of [
        ['fr', /^Beaucoup de fichiers sont en cours de lecture\u00a0: rien n’a été enregistré/],
        ['en', /^Many files are being read right now: nothing was saved/],
      ] as const) {
        const form = new FormData();
        form.set('file', new File([new Uint8Array(bytes)], 'cv.pdf', { type: 'application/pdf' }));
        form.set('type', 'resume');
        const res = await busy.request(`/api/jobboard/hospitality/user/documents?lg=${lg}`, {
          method: 'POST',
          headers: { cookie },
          body: form,
        });
        expect(res.status).toBe(503);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await res.json()) as { message: string }).message).toMatch(message);
      }
      expect(await busy.handle.db.select().from(documents)).toEqual([]);
      expect(await readdir(busy.uploadDir)).toEqual([]);
      // Not a PDF, no parse: a letter in DOCX is still taken.
      const docx = await upload(
        busy,
        cookie,
        { bytes: makeDocx('Lettre'), name: 'l.docx' },
        { type: 'cover_letter' },
      );
      expect(docx.status).toBe(201);
    } finally {
      await holding;
      await busy.close();
    }
  }, 90_000);

  it('answers without waiting on a slow parse and writes the text when it ends (issue 46, item 32)', async () => {
    const real = pdfTextExtractor();
    // A parse that takes longer than the upload waits for its text.
    const slow = await createTestApp({
      extractPdf: (bytes) => {
        const parsing = real(bytes);
        return new Promise((resolve) => setTimeout(() => resolve(parsing), 8_000));
      },
    });
    try {
      const cookie = await signUp(slow, 'jobboard', 'later@example.com');
      const started = Date.now();
      const res = await upload(
        slow,
        cookie,
        { bytes: await makePdf('Texte arrivé plus tard'), name: 'cv.pdf' },
        { type: 'resume' },
      );
      expect(res.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(8_000);
      const doc = ((await res.json()) as { data: Doc }).data;
      expect(doc.text).toBeNull();
      let text: string | null = null;
      for (let i = 0; i < 100 && text === null; i++) {
        await new Promise((r) => setTimeout(r, 200));
        const [row] = await slow.handle.db.select().from(documents).where(eq(documents.id, doc.id));
        text = row?.parsedText ?? null;
      }
      expect(text?.split('\n')[0]).toBe('Texte arrivé plus tard');
    } finally {
      await slow.close();
    }
  }, 90_000);
});
