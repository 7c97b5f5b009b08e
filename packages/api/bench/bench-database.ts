import { openDatabase, type DatabaseHandle } from '@jobboard/db/client';
import { migrateDatabase } from '@jobboard/db/migrate';
import { createThrowawayPgDatabase } from '@jobboard/db/testing';

/**
 * A migrated throwaway database for one benchmark run: in-memory PGlite, or a fresh database on
 * the server named by `serverUrl`, dropped on close.
 */
export async function openBenchDatabase(serverUrl?: string): Promise<DatabaseHandle> {
  const handle = serverUrl
    ? await createThrowawayPgDatabase(serverUrl, 'jobboard_bench', 2)
    : await openDatabase({ driver: 'pglite' });
  await migrateDatabase(handle);
  return handle;
}
