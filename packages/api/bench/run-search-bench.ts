import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import { boards } from '@jobboard/tenants/registry';
import { createApp } from '../src/app';
import { createRuntime } from '../src/runtime/create-runtime';
import { readApiEnv } from '../src/env';
import { loadedBenchDatabase } from './loaded-database';
import { runConcurrentBench } from './concurrent/run-concurrent';
import { mixIds } from './mix-ids';
import { buildQueryMix, type BenchQuery, type QueryKind } from './query-mix';
import { runApiQuery, runSearchQuery } from './run-query';

/**
 * npm run bench:search: 100,000 offers in a throwaway database, then a fixed mix of 500 queries,
 * timed twice: the search SQL alone, and the whole endpoint in-process (best of BENCH_PASSES). PGlite always;
 * PostgreSQL too when DATABASE_URL is set. Then the concurrent mode: the same mix sent to the
 * production server by 10 and 50 connections (see concurrent/run-concurrent.ts). Figures, not a
 * test: nothing fails on a slow run.
 */
const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const QUERIES = 500;
const WARMUP = 30;
const PASSES = Number(process.env.BENCH_PASSES ?? 3);

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/**
 * Runs the mix `PASSES` times and keeps each query's fastest run. The machine is shared: a
 * query preempted by someone else's build measures the scheduler, not the database. Taking the
 * best of a few runs per query filters that out while still reporting the tail across queries.
 */
async function timeMix(
  mix: BenchQuery[],
  run: (q: BenchQuery) => Promise<number>,
): Promise<Map<QueryKind | 'all', { times: number[]; totals: number[] }>> {
  for (const q of mix.slice(0, WARMUP)) await run(q);
  const best = mix.map(() => Number.POSITIVE_INFINITY);
  const totals = mix.map(() => 0);
  for (let pass = 0; pass < PASSES; pass += 1) {
    for (const [i, q] of mix.entries()) {
      const started = performance.now();
      totals[i] = await run(q);
      best[i] = Math.min(best[i] ?? Number.POSITIVE_INFINITY, performance.now() - started);
    }
  }
  const out = new Map<QueryKind | 'all', { times: number[]; totals: number[] }>();
  for (const [i, q] of mix.entries()) {
    for (const kind of [q.kind, 'all'] as const) {
      const entry = out.get(kind) ?? { times: [], totals: [] };
      entry.times.push(best[i] ?? 0);
      entry.totals.push(totals[i] ?? 0);
      out.set(kind, entry);
    }
  }
  return out;
}

function printTable(title: string, results: Awaited<ReturnType<typeof timeMix>>): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\n${title} (best of ${PASSES} per query; load average ${load}, ${cpus().length} CPUs)`,
  );
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
  const handle = await loadedBenchDatabase(label, OFFERS, serverUrl);
  try {
    const [rows] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM offer_search`,
    );
    console.log(`[${label}] ${OFFERS} offers, ${rows?.n} board rows`);

    const ids = await mixIds(handle);
    const mix = buildQueryMix(ids, QUERIES);
    const app = createApp(
      createRuntime({
        database: handle,
        boards,
        // One query at a time, best of BENCH_PASSES: the search result cache would answer every
        // pass after the first, so it is off here (the concurrent mode measures it).
        env: readApiEnv({ NODE_ENV: 'production', SEARCH_CACHE_ENTRIES: '0' }),
      }),
    );
    printTable(
      `${label}, search SQL only`,
      await timeMix(mix, (q) => runSearchQuery(handle, q, ids)),
    );
    printTable(
      `${label}, whole endpoint in-process`,
      await timeMix(mix, (q) => runApiQuery(app, q)),
    );
  } finally {
    await handle.close();
  }
}

// `--single`: one query at a time only; `--concurrent`: the same mix through the production
// server under 10 and 50 connections only; neither: both.
const single = !process.argv.includes('--concurrent');
const concurrent = !process.argv.includes('--single');
const targets = (process.env.BENCH_TARGETS ?? 'pglite,pg').split(',');
if (single) {
  if (targets.includes('pglite')) await benchmark('PGlite');
  if (targets.includes('pg')) {
    if (process.env.DATABASE_URL) await benchmark('PostgreSQL', process.env.DATABASE_URL);
    else console.log('\nPostgreSQL: skipped (run with DATABASE_URL=postgres://... to include it)');
  }
}
if (concurrent) {
  await runConcurrentBench('bench:search, concurrent', [
    { name: 'offers (mix)', requests: (r) => r.searches },
  ]);
}
