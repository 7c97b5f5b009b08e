import { openDatabase, type DatabaseHandle } from '@jobboard/db/client';
import { migrateDatabase } from '@jobboard/db/migrate';
import { createThrowawayPgDatabase } from '@jobboard/db/testing';

/**
 * A migrated throwaway database for one benchmark run: in-memory PGlite, or a fresh database on
 * the server named by `serverUrl`, dropped on close. `poolMax` is 2 unless a bench measures
 * concurrent requests as the server serves them (its pool, DB_POOL_MAX, is 10 by default).
 */
export async function openBenchDatabase(serverUrl?: string, poolMax = 2): Promise<DatabaseHandle> {
  const handle = serverUrl
    ? await createThrowawayPgDatabase(serverUrl, 'jobboard_bench', poolMax)
    : await openDatabase({ driver: 'pglite' });
  await migrateDatabase(handle);
  return handle;
}
