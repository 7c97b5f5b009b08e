import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { migrationsFolder } from './migrate';

/**
 * The newest committed migration (drizzle's journal `when`, which its migrator records as the
 * applied row's `created_at`): the head a database must have reached to serve this code.
 */
export function committedHead(folder: string = migrationsFolder): number {
  const file = path.join(/* turbopackIgnore: true */ folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** The newest migration applied to `db`, or null when none was (no migrations table yet). */
export async function appliedHead(db: Database): Promise<number | null> {
  const found = (await db.execute(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!found.rows[0]?.present) return null;
  const head = (await db.execute(
    sql`SELECT max(created_at) AS head FROM drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { head: string | number | bigint | null }[] };
  const value = head.rows[0]?.head;
  return value === null || value === undefined ? null : Number(value);
}
