import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';
import { findRepoRoot } from './repo-root';

/** The advisory lock migrations and the seed run under, so instances started together take turns. */
export const MIGRATE_LOCK = 'jobboard:migrate-and-seed';

export const migrationsFolder = path.join(findRepoRoot(), 'packages', 'db', 'drizzle');

/**
 * Applies the committed migrations in code (drizzle-kit's own migrate fails silently on PGlite
 * when a migration creates an extension). Drizzle records what it applied, so this is idempotent.
 * `folder`: another migrations folder (the backup tests' "newer code" adds one to the real ones).
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  folder: string = migrationsFolder,
): Promise<void> {
  if (handle.driver === 'pg') {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  }
}
