import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import { bulkLoadOffers } from '@jobboard/db/seed/bulk-load';
import { boards } from '@jobboard/tenants/registry';
import { createApp } from '../src/app';
import { readApiEnv } from '../src/env';
import { openBenchDatabase } from './bench-database';
import { buildQueryMix, type BenchQuery, type MixIds, type QueryKind } from './query-mix';
import { runApiQuery, runSearchQuery } from './run-query';

/**
 * npm run bench:search: 100,000 offers in a throwaway database, then a fixed mix of 500 queries,
 * timed twice: the search SQL alone, and the whole endpoint in-process. PGlite always;
 * PostgreSQL too when DATABASE_URL is set. Figures, not a test: nothing fails on a slow run.
 */
const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const QUERIES = 500;
const WARMUP = 30;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

async function mixIds(handle: DatabaseHandle): Promise<MixIds> {
  const cities = await queryRows<{ id: number }>(handle.db, sql`SELECT id FROM cities ORDER BY id`);
  const specs = await queryRows<{ id: number; board: string }>(
    handle.db,
    sql`SELECT id, board FROM offer_attributes WHERE type = 'specialization' ORDER BY id`,
  );
  const specializationIds: Record<string, number[]> = {};
  for (const s of specs) (specializationIds[s.board] ??= []).push(s.id);
  return {
    cityIds: cities.map((c) => c.id),
    specializationIds,
    scheduleIds: [36, 37, 38, 39, 40, 41],
  };
}

async function timeMix(
  mix: BenchQuery[],
  run: (q: BenchQuery) => Promise<number>,
): Promise<Map<QueryKind | 'all', { times: number[]; totals: number[] }>> {
  for (const q of mix.slice(0, WARMUP)) await run(q);
  const out = new Map<QueryKind | 'all', { times: number[]; totals: number[] }>();
  const add = (kind: QueryKind | 'all', time: number, total: number) => {
    const entry = out.get(kind) ?? { times: [], totals: [] };
    entry.times.push(time);
    entry.totals.push(total);
    out.set(kind, entry);
  };
  for (const q of mix) {
    const started = performance.now();
    const total = await run(q);
    const elapsed = performance.now() - started;
    add(q.kind, elapsed, total);
    add('all', elapsed, total);
  }
  return out;
}

function printTable(title: string, results: Awaited<ReturnType<typeof timeMix>>): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`\n${title}`);
  console.log(
    `${'kind'.padEnd(10)} ${pad('n', 4)} ${pad('p50 ms', 8)} ${pad('p95 ms', 8)} ${pad('p99 ms', 8)} ${pad('avg total', 10)}`,
  );
  for (const [kind, { times, totals }] of results) {
    const sorted = [...times].sort((a, b) => a - b);
    const avgTotal = Math.round(totals.reduce((a, b) => a + b, 0) / totals.length);
    console.log(
      `${kind.padEnd(10)} ${pad(times.length, 4)} ${pad(percentile(sorted, 50).toFixed(1), 8)} ${pad(percentile(sorted, 95).toFixed(1), 8)} ${pad(percentile(sorted, 99).toFixed(1), 8)} ${pad(avgTotal, 10)}`,
    );
  }
}

async function benchmark(label: string, serverUrl?: string): Promise<void> {
  const handle = await openBenchDatabase(serverUrl);
  try {
    const started = performance.now();
    await bulkLoadOffers(handle.db, {
      count: OFFERS,
      onProgress: (n) => process.stdout.write(`\r[${label}] loading offers: ${n}`),
    });
    // Index-only scans need the visibility map; a server's autovacuum would get there too.
    await handle.db.execute(sql`VACUUM ANALYZE`);
    const [rows] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM offer_search`,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\n[${label}] ${OFFERS} offers (${rows?.n} board rows) loaded in ${seconds} s`);

    const mix = buildQueryMix(await mixIds(handle), QUERIES);
    const app = createApp({
      db: handle.db,
      driver: handle.driver,
      boards,
      env: readApiEnv({ NODE_ENV: 'production' }),
    });
    printTable(`${label}, search SQL only`, await timeMix(mix, (q) => runSearchQuery(handle, q)));
    printTable(
      `${label}, whole endpoint in-process`,
      await timeMix(mix, (q) => runApiQuery(app, q)),
    );
  } finally {
    await handle.close();
  }
}

const targets = (process.env.BENCH_TARGETS ?? 'pglite,pg').split(',');
if (targets.includes('pglite')) await benchmark('PGlite');
if (targets.includes('pg')) {
  if (process.env.DATABASE_URL) await benchmark('PostgreSQL', process.env.DATABASE_URL);
  else console.log('\nPostgreSQL: skipped (run with DATABASE_URL=postgres://... to include it)');
}
