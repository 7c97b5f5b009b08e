import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the server named by TEST_DATABASE_URL when TEST_DB_DRIVER=pg. `close` drops it.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const handle =
    process.env.TEST_DB_DRIVER === 'pg'
      ? await createPgTestDatabase()
      : await openDatabase({ driver: 'pglite' });
  await migrateDatabase(handle);
  return handle;
}

async function createPgTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=pg needs TEST_DATABASE_URL');
  return createThrowawayPgDatabase(adminUrl, 'jobboard_test');
}

/**
 * A new, empty database on the server of `adminUrl` (not migrated), dropped by `close`. Tests and
 * the search benchmark use it so they never touch a database someone works in.
 */
export async function createThrowawayPgDatabase(
  adminUrl: string,
  prefix: string,
  poolMax = 4,
): Promise<DatabaseHandle> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'pg', url: url.toString(), poolMax });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
