import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import type { TestProject } from 'vitest/node';

/**
 * Vitest global setup of the api-pglite project: one migrated PGlite, dumped to a file each test
 * file's createTestDatabase loads (a few seconds less per file than initdb plus the migrations).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const handle = await openDatabase({ driver: 'pglite' });
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'jobboard-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
