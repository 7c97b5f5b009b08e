import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@jobboard/db/client';
import { migrateDatabase } from '@jobboard/db/migrate';

/**
 * A throwaway database for one benchmark run: in-memory PGlite, or a fresh database on the
 * server named by `serverUrl`, dropped on close.
 */
export async function openBenchDatabase(serverUrl?: string): Promise<DatabaseHandle> {
  if (!serverUrl) {
    const handle = await openDatabase({ driver: 'pglite' });
    await migrateDatabase(handle);
    return handle;
  }
  const name = `jobboard_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'pg', url: url.toString(), poolMax: 2 });
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
