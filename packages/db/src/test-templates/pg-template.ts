import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import type { TestProject } from 'vitest/node';
import { dropPgDatabase } from '../testing';

/**
 * Vitest global setup of the api-pg project: one migrated database on the server that each test
 * file's database is created from (CREATE DATABASE … TEMPLATE), instead of migrating each one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return async () => {};
  const name = `jobboard_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`).finally(() => admin.end());
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'pg', url: url.toString(), poolMax: 1 });
  await migrateDatabase(handle);
  // A template is copied only while no connection is open on it.
  await handle.close();
  project.provide('pgTemplate', name);
  return async () => {
    await dropPgDatabase(adminUrl, name);
  };
}
