import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

/**
 * Migrated copies each test file's database starts from instead of running every migration
 * again (a fresh PGlite runs initdb, then the migrations: most of a file's setup). The API test
 * projects' global setup makes them (test-templates/) and hands them over with Vitest's
 * provide/inject; use-templates.ts registers them here for the file's worker.
 */
export interface TestDatabaseTemplates {
  /** A PGlite dumpDataDir file. */
  pglite?: string;
  /** A database on the TEST_DATABASE_URL server. */
  pg?: string;
}

let templates: TestDatabaseTemplates = {};

export function useTestDatabaseTemplates(next: TestDatabaseTemplates): void {
  templates = next;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the server named by TEST_DATABASE_URL when TEST_DB_DRIVER=pg. `close` drops it.
 * It starts from the migrated template when there is one, unless `fromScratch` (the migrations'
 * own test); the migrations then run anyway, as a no-op, so a stale template cannot pass.
 */
export async function createTestDatabase(
  options: { fromScratch?: boolean } = {},
): Promise<DatabaseHandle> {
  const template = options.fromScratch ? undefined : templates;
  const handle =
    process.env.TEST_DB_DRIVER === 'pg'
      ? await createPgTestDatabase(template?.pg)
      : await openDatabase({
          driver: 'pglite',
          ...(template?.pglite ? { loadDataDir: new Blob([readFileSync(template.pglite)]) } : {}),
        });
  await migrateDatabase(handle);
  return handle;
}

/** Where a test database lives when a test opens it as the server does (by folder or URL). */
export type TestDatabaseLocation =
  | { driver: 'pglite'; dataDir: string }
  | { driver: 'pg'; url: string; adminUrl: string; name: string };

/**
 * Like createTestDatabase, but at a location of its own that a second handle, a script or a
 * backup can open: a PGlite folder on disk, or a throwaway database on the TEST_DATABASE_URL
 * server. The handle is open; `drop` removes the database (close the handles first).
 */
export async function createTestDatabaseAt(): Promise<{
  location: TestDatabaseLocation;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}> {
  if (process.env.TEST_DB_DRIVER === 'pg') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_DRIVER=pg needs TEST_DATABASE_URL');
    const name = `jobboard_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdmin(adminUrl, (admin) =>
      admin.query(`CREATE DATABASE "${name}"${templates.pg ? ` TEMPLATE "${templates.pg}"` : ''}`),
    );
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ driver: 'pg', url: url.toString(), poolMax: 4 });
    await migrateDatabase(handle);
    return {
      location: { driver: 'pg', url: url.toString(), adminUrl, name },
      handle,
      drop: async () => {
        await dropPgDatabase(adminUrl, name);
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobboard-test-data-'));
  const handle = await openDatabase({
    driver: 'pglite',
    dataDir,
    ...(templates.pglite ? { loadDataDir: new Blob([readFileSync(templates.pglite)]) } : {}),
  });
  await migrateDatabase(handle);
  return {
    location: { driver: 'pglite', dataDir },
    handle,
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Drops the throwaway database and creates it again, empty (not migrated). */
export async function recreateEmptyPgDatabase(adminUrl: string, name: string): Promise<void> {
  await dropPgDatabase(adminUrl, name);
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
}

async function createPgTestDatabase(template: string | undefined): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=pg needs TEST_DATABASE_URL');
  return createThrowawayPgDatabase(adminUrl, 'jobboard_test', 4, template);
}

/**
 * A new database on the server of `adminUrl`, empty or a copy of `template`, dropped by `close`.
 * Tests and the search benchmark use it so they never touch a database someone works in.
 */
export async function createThrowawayPgDatabase(
  adminUrl: string,
  prefix: string,
  poolMax = 4,
  template?: string,
): Promise<DatabaseHandle> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'pg', url: url.toString(), poolMax });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropPgDatabase(adminUrl, name);
    },
  };
}

export function dropPgDatabase(adminUrl: string, name: string): Promise<unknown> {
  return withAdmin(adminUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
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
