import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import { boards } from '@jobboard/tenants/registry';
import { createApp } from '../src/app';
import { createRuntime } from '../src/runtime/create-runtime';
import { readApiEnv } from '../src/env';
import { loadedBenchDatabase } from './loaded-database';

/**
 * npm run bench:similar: 100,000 offers in a throwaway database, then the similar offers of 300
 * live offers drawn evenly from both boards, through the whole endpoint in-process with the
 * search cache off (a cached answer would time a Map), best of BENCH_PASSES per offer. PGlite
 * always; PostgreSQL too when DATABASE_URL is set. Figures, not a test.
 */
const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const SAMPLE = 300;
const PASSES = Number(process.env.BENCH_PASSES ?? 3);

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

async function benchmark(label: string, serverUrl?: string): Promise<void> {
  const handle = await loadedBenchDatabase(label, OFFERS, serverUrl);
  try {
    // Every n-th live row of each board, so the sample spreads over titles, places and ages.
    const sample = await queryRows<{ board: string; offer_id: number }>(
      handle.db,
      sql`SELECT board, offer_id FROM (
            SELECT board, offer_id, row_number() OVER (PARTITION BY board ORDER BY offer_id) AS n,
                   count(*) OVER (PARTITION BY board) AS total
            FROM offer_search WHERE published_at <= now() AND expires_at > now()
          ) r WHERE n % greatest(1, total / ${SAMPLE / 2}) = 0 ORDER BY offer_id`,
    );
    const app = createApp(
      createRuntime({
        database: handle,
        boards,
        env: readApiEnv({ NODE_ENV: 'production', SEARCH_CACHE_ENTRIES: '0' }),
      }),
    );
    const call = async (row: { board: string; offer_id: number }) => {
      const host = `${row.board}.localhost`;
      const res = await app.request(
        `http://${host}/api/jobboard/${row.board}/similar-offers/${row.offer_id}`,
        { headers: { host } },
      );
      if (res.status !== 200) throw new Error(`similar ${row.offer_id}: ${res.status}`);
      return ((await res.json()) as { data: unknown[] }).data.length;
    };
    for (const row of sample.slice(0, 20)) await call(row);
    const best = sample.map(() => Number.POSITIVE_INFINITY);
    let shown = 0;
    for (let pass = 0; pass < PASSES; pass += 1) {
      for (const [i, row] of sample.entries()) {
        const t0 = performance.now();
        const n = await call(row);
        best[i] = Math.min(best[i] ?? Infinity, performance.now() - t0);
        if (pass === 0) shown += n;
      }
    }
    const sorted = [...best].sort((a, b) => a - b);
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `[${label}] similar offers, whole endpoint in-process, ${sample.length} offers (best of ${PASSES}; load average ${load}, ${cpus().length} CPUs)`,
    );
    console.log(
      `  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${sorted.at(-1)?.toFixed(1)} ms  (${(shown / sample.length).toFixed(1)} offers shown on average)`,
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
