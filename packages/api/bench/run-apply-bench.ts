import { cpus, loadavg } from 'node:os';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import { CLIENT_ADDRESS_HEADER } from '../src/http/client-address';
import { insertFixtureCompany, insertFixtureOffer } from '../src/testing/fixtures';
import { benchSession } from './bench-account';
import { openBenchApp } from './bench-database';

/**
 * npm run bench:apply: the apply endpoint (`POST .../offers/{id}/apply`) with a 200 kB PDF
 * resume, 10 candidates applying at once, each to every offer in turn. In-process (the Hono app
 * as the server runs it, without the socket), on PGlite, and on PostgreSQL too when DATABASE_URL
 * is set. Each application copies the file in the upload folder and writes the row, the counter
 * and two mails in one transaction. Figures, not a test: nothing fails on a slow run.
 */
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 10);
const OFFERS = Number(process.env.BENCH_APPLY_OFFERS ?? 60);
const PDF_BYTES = 200 * 1024;
const POOL_MAX = Number(process.env.DB_POOL_MAX ?? 10);

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** A real PDF of about 200 kB: pages of text until it is big enough. */
async function resumePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = 'Cuisinier de ligne, 8 ans. Brigade, service du soir, inventaire, HACCP. '.repeat(2);
  let bytes = await doc.save();
  while (bytes.byteLength < PDF_BYTES) {
    const page = doc.addPage([595, 842]);
    for (let y = 800; y > 40; y -= 14) page.drawText(line, { x: 30, y, font, size: 9 });
    bytes = await doc.save({ useObjectStreams: false, objectsPerTick: Infinity });
  }
  return bytes;
}

async function benchOne(label: string, serverUrl?: string): Promise<void> {
  // The server's pool (DB_POOL_MAX, default 10): 10 candidates on the benches' usual 2
  // connections measured the queue for them, not the endpoint.
  const { app, handle, close } = await openBenchApp('apply', serverUrl, POOL_MAX);
  try {
    const host = 'hospitality.localhost';
    const call = (p: string, init: RequestInit & { ip: string; cookie?: string }) => {
      const headers = new Headers(init.headers);
      headers.set('host', host);
      headers.set(CLIENT_ADDRESS_HEADER, init.ip);
      if (init.cookie) headers.set('cookie', init.cookie);
      return app.request(`http://${host}${p}`, { ...init, headers });
    };

    const company = await insertFixtureCompany(handle.db, { nameFr: 'Banc', nameEn: 'Bench' });
    const offerIds: number[] = [];
    for (let i = 0; i < OFFERS; i += 1) {
      offerIds.push(
        await insertFixtureOffer(handle.db, {
          companyId: company,
          contents: [{ language: 'fr', title: `Offre de banc ${i}` }],
          boards: ['hospitality'],
        }),
      );
    }
    const pdf = await resumePdf();
    const candidates: { cookie: string; resumeId: number; ip: string }[] = [];
    for (let i = 0; i < CANDIDATES; i += 1) {
      const ip = `10.9.0.${i + 1}`;
      const cookie = await benchSession((p, init) => call(p, { ...init, ip }), 'jobboard', {
        firstName: 'Banc',
        lastName: `Candidat ${i}`,
        email: `bench-${i}@example.com`,
      });
      const form = new FormData();
      form.set('file', new File([new Uint8Array(pdf)], 'cv.pdf', { type: 'application/pdf' }));
      form.set('type', 'resume');
      const uploaded = await call('/api/jobboard/hospitality/user/documents?lg=fr', {
        method: 'POST',
        ip,
        cookie,
        body: form,
      });
      const resumeId = ((await uploaded.json()) as { data: { id: number } }).data.id;
      candidates.push({ cookie, resumeId, ip });
    }

    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      candidates.map(async (c) => {
        for (const offerId of offerIds) {
          const t0 = performance.now();
          const res = await call(`/api/jobboard/hospitality/offers/${offerId}/apply?lg=fr`, {
            method: 'POST',
            ip: c.ip,
            cookie: c.cookie,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ resume_id: c.resumeId, consent: true }),
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (res.status !== 201) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const [count] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM applications`,
    );
    latencies.sort((a, b) => a - b);
    console.log(
      `[${label}] ${latencies.length} applications (${count?.n ?? 0} stored, ${failures} not 201), ` +
        `${CANDIDATES} concurrent candidates${serverUrl ? ` (pool ${POOL_MAX})` : ''}, ${(pdf.byteLength / 1024).toFixed(0)} kB PDF: ` +
        `${(latencies.length / seconds).toFixed(1)} applications/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
  } finally {
    await close();
  }
}

console.log(
  `[bench:apply] ${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const targets = (process.env.BENCH_TARGETS ?? 'pglite,pg').split(',');
if (targets.includes('pglite')) await benchOne('PGlite');
if (targets.includes('pg')) {
  if (process.env.DATABASE_URL) await benchOne('PostgreSQL', process.env.DATABASE_URL);
  else console.log('[bench:apply] DATABASE_URL unset: PostgreSQL skipped');
}
