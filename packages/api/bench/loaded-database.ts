import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@jobboard/db/client';
import { migrateDatabase } from '@jobboard/db/migrate';
import { bulkLoadOffers } from '@jobboard/db/seed/bulk-load';
import { minimumWageInForce } from '../src/contracts/employer-offers/quebec-rules';
import { openBenchDatabase } from './bench-database';
import { prepareBenchData } from './concurrent/bench-server';

/**
 * A database holding `offers` bulk-loaded offers: a fresh throwaway one, or with
 * BENCH_KEEP_DATA=1 the concurrent mode's kept data (loaded once, migrated to this commit), so
 * runs of two commits time the same rows and a rerun skips the load.
 */
export async function loadedBenchDatabase(
  label: string,
  offers: number,
  serverUrl?: string,
): Promise<DatabaseHandle> {
  if (process.env.BENCH_KEEP_DATA === '1') {
    const data = await prepareBenchData(serverUrl ? 'pg' : 'pglite', offers, serverUrl);
    const handle =
      data.driver === 'pg'
        ? await openDatabase({ driver: 'pg', url: data.url, poolMax: 2 })
        : await openDatabase({ driver: 'pglite', dataDir: data.dataDir });
    await migrateDatabase(handle);
    return handle;
  }
  const handle = await openBenchDatabase(serverUrl);
  const started = performance.now();
  await bulkLoadOffers(handle.db, {
    count: offers,
    minimumWage: minimumWageInForce(),
    onProgress: (n) => process.stdout.write(`\r[${label}] loading offers: ${n}`),
  });
  // Index-only scans need the visibility map; a server's autovacuum would get there too.
  await handle.db.execute(sql`VACUUM ANALYZE`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n[${label}] ${offers} offers loaded in ${seconds} s`);
  return handle;
}
