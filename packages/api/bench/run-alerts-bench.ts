/**
 * `npm run bench:alerts`: the digest run time for BENCH_ALERTS (50,000) job alerts over
 * BENCH_OFFERS (100,000) offers, on the PostgreSQL server of DATABASE_URL (PGlite without it).
 * The offers are the search bench's (bulkLoadOffers); the alerts are daily, last run a day ago,
 * with a mix of searches drawn from the same catalogue as the search bench's query mix.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { boards } from '@jobboard/tenants/registry';
import { queryRows } from '@jobboard/db/query';
import { jobAlerts } from '@jobboard/db/schema/job-alerts';
import { minimumWageInForce } from '../src/contracts/employer-offers/quebec-rules';
import { bulkLoadOffers } from '@jobboard/db/seed/bulk-load';
import type { Locale } from '@jobboard/tenancy/board-config';
import { queryKeyOf, type AlertQuery } from '../src/services/job-alerts/alert-search';
import { runJobAlertDigests } from '../src/services/job-alerts/digest-sender';
import { openBenchDatabase } from './bench-database';
import { mixIds } from './mix-ids';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 50_000);
const DAY_MS = 86_400_000;

const words = [
  'cuisinier',
  'serveur',
  'plongeur',
  'barista',
  'préposé',
  'cook',
  'server',
  'chef',
  'réception',
  'entretien',
  'night auditor',
  'dishwasher',
  'commis',
  'gérant',
  'host',
];

/** A deterministic pseudo-random sequence, so two runs time the same alerts. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const label = serverUrl ? 'PostgreSQL' : 'PGlite';
  const handle = await openBenchDatabase(serverUrl, 4);
  try {
    let started = performance.now();
    await bulkLoadOffers(handle.db, {
      count: OFFERS,
      minimumWage: minimumWageInForce(),
      onProgress: (n) => process.stdout.write(`\r[${label}] loading offers: ${n}`),
    });
    await handle.db.execute(sql`VACUUM ANALYZE`);
    const ids = await mixIds(handle);
    const citySlugs = Object.keys(ids.cityPoints).slice(0, 60);
    const random = prng(18);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const now = new Date();
    const lastRun = new Date(now.getTime() - DAY_MS);
    const rows: (typeof jobAlerts.$inferInsert)[] = [];
    for (let i = 0; i < ALERTS; i += 1) {
      const board = random() < 0.7 ? 'hospitality' : 'careers';
      const language: Locale = random() < 0.6 ? 'fr' : 'en';
      const query: AlertQuery = {};
      const kind = random();
      if (kind < 0.4) query.title = pick(words);
      else if (kind < 0.7) query.city = pick(citySlugs);
      else if (kind < 0.9) {
        query.specialization = String(pick(ids.specializationIds[board] ?? [1]));
        query.city = pick(citySlugs);
      } else query.schedule = String(pick(ids.scheduleIds));
      rows.push({
        board,
        email: `alert${i}@bench.example`,
        language,
        query,
        queryKey: queryKeyOf(board, language, query),
        frequency: 'daily',
        manageTokenHashes: ['0'.repeat(64)],
        confirmedAt: new Date(now.getTime() - 30 * DAY_MS),
        lastSentAt: lastRun,
        nextRunAt: now,
      });
    }
    for (let i = 0; i < rows.length; i += 2000) {
      await handle.db.insert(jobAlerts).values(rows.slice(i, i + 2000));
    }
    await handle.db.execute(sql`ANALYZE job_alerts`);
    const [recent] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM offer_search WHERE published_at > now() - interval '30 hours'`,
    );
    console.log(
      `\n[${label}] ${OFFERS} offers and ${ALERTS} alerts loaded in ${((performance.now() - started) / 1000).toFixed(1)} s; ${recent?.n} board rows published in the last 30 h`,
    );

    console.log(`[${label}] load average before the run: ${load()}`);
    started = performance.now();
    const result = await runJobAlertDigests(handle.db, boards, { now });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[${label}] digest run: ${seconds.toFixed(1)} s for ${result.alerts} alerts, ${result.searches} distinct searches, ${result.mailed} digests queued (target: under 300 s); load average ${load()}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
