import { cpus, loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { offers } from '@jobboard/db/schema/offers';
import { boards } from '@jobboard/tenants/registry';
import { createApp } from '../src/app';
import { createRuntime } from '../src/runtime/create-runtime';
import { readApiEnv } from '../src/env';
import { CLIENT_ADDRESS_HEADER } from '../src/http/client-address';
import { insertFixtureCompany, insertFixtureOffer } from '../src/testing/fixtures';
import { benchSession } from './bench-account';
import { openBenchDatabase } from './bench-database';

/**
 * npm run bench:applications: the employer's applications page API
 * (`GET .../employer/offer/{id}/applications`) for an offer with 5,000 applications, each with
 * about 2 kB of extracted resume text, through the Hono app in-process: the default page, other
 * pages, each sort, a status filter and a text search. PGlite, and PostgreSQL when DATABASE_URL
 * is set. Target: p95 under 50 ms on PostgreSQL. Figures, not a test.
 */
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

const words =
  'cuisine service bar brigade inventaire HACCP pâtisserie sommelier plonge accueil'.split(' ');

async function benchOne(label: string, serverUrl?: string): Promise<void> {
  const handle = await openBenchDatabase(serverUrl);
  try {
    const app = createApp(createRuntime({ database: handle, boards, env: readApiEnv({}) }));
    const host = 'hospitality.localhost';
    const call = (p: string, init: RequestInit & { cookie?: string } = {}) => {
      const headers = new Headers(init.headers);
      headers.set('host', host);
      headers.set(CLIENT_ADDRESS_HEADER, '10.8.0.1');
      if (init.cookie) headers.set('cookie', init.cookie);
      return app.request(`http://${host}${p}`, { ...init, headers });
    };
    const cookie = await benchSession(call, 'ats', {
      firstName: 'Banc',
      lastName: 'Employeur',
      email: 'bench-employer@example.com',
    });
    const [employer] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'bench-employer@example.com'));
    const company = await insertFixtureCompany(handle.db, { nameFr: 'Banc', nameEn: 'Bench' });
    const offerId = await insertFixtureOffer(handle.db, {
      companyId: company,
      contents: [{ language: 'fr', title: 'Offre de banc' }],
      boards: ['hospitality'],
    });
    await handle.db
      .update(offers)
      .set({ teamId: employer?.teamId ?? 0 })
      .where(eq(offers.id, offerId));

    // Candidates and their applications in a few statements (generate_series).
    const loaded = performance.now();
    // About 2 kB of resume text per application: the shared trade words (so a common word
    // matches every row) and some 200 words of its own (real resumes' vocabularies differ, which
    // is what makes a text index large).
    const shared = `${words.join(' ')} `.repeat(3);
    await handle.db.execute(sql`INSERT INTO users (guard, board, first_name, last_name, email)
      SELECT 'jobboard', 'hospitality', 'Prénom' || i, 'Nom' || lpad(i::text, 5, '0'), 'bench-c' || i || '@example.com'
      FROM generate_series(1, ${APPLICATIONS}) i`);
    await handle.db.execute(sql`INSERT INTO applications
        (offer_id, user_id, board, language, status, resume_name, resume_storage_key,
         resume_mime_type, resume_size_bytes, resume_text, message, created_at)
      SELECT ${offerId}, u.id, 'hospitality', CASE WHEN u.id % 2 = 0 THEN 'fr' ELSE 'en' END,
        (ARRAY['new','reviewed','interview','offer','hired','rejected','withdrawn'])[1 + u.id % 7],
        'cv.pdf', 'hospitality/bench-' || u.id || '.pdf', 'application/pdf', 200000,
        ${shared} || (SELECT string_agg(substr(md5(u.id::text || '-' || g), 1, 3 + g % 8), ' ')
          FROM generate_series(1, 200) g) || ' candidat ' || u.id,
        'Bonjour', now() - (u.id || ' minutes')::interval
      FROM users u WHERE u.email LIKE 'bench-c%'`);
    await handle.db.execute(sql`ANALYZE applications`);
    await handle.db.execute(sql`ANALYZE users`);
    console.log(
      `[${label}] ${APPLICATIONS} applications loaded in ${((performance.now() - loaded) / 1000).toFixed(1)} s`,
    );

    const base = `/api/jobboard/hospitality/employer/offer/${offerId}/applications?lg=fr`;
    const queries = [
      '',
      '&page=2',
      '&page=120',
      '&sort=date_asc',
      '&sort=name',
      '&sort=status',
      '&status=interview',
      '&q=candidat%204242',
      '&q=sommelier&page=3',
    ];
    const all: number[] = [];
    const perQuery = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const q of queries) {
        const t0 = performance.now();
        const res = await call(`${base}${q}`, { cookie });
        await res.arrayBuffer();
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
        if (round === 0) continue; // warm-up
        all.push(ms);
        perQuery.set(q, [...(perQuery.get(q) ?? []), ms]);
      }
    }
    all.sort((a, b) => a - b);
    console.log(
      `[${label}] applications page API, ${all.length} calls: p50 ${percentile(all, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(all, 95).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`,
    );
    for (const [q, list] of perQuery) {
      list.sort((a, b) => a - b);
      console.log(
        `[${label}]   ${q || '(default: page 1, newest first)'}: p50 ${percentile(list, 50).toFixed(1)} ms, p95 ${percentile(list, 95).toFixed(1)} ms`,
      );
    }
  } finally {
    await handle.close();
  }
}

console.log(
  `[bench:applications] ${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
// BENCH_PGLITE=false: PostgreSQL only (the target's figures, minutes sooner).
if (process.env.BENCH_PGLITE !== 'false') await benchOne('PGlite');
if (process.env.DATABASE_URL) await benchOne('PostgreSQL', process.env.DATABASE_URL);
else console.log('[bench:applications] DATABASE_URL unset: PostgreSQL skipped');
