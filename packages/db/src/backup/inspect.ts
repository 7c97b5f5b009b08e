/**
 * What a backup says about its database: the migration head and the rows of every table. Raw SQL
 * through a `run` function, so the same queries read a Drizzle handle, a PGlite client or the
 * one PostgreSQL connection whose snapshot pg_dump shares.
 */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/** The schemas the app's migrations create objects in (drizzle keeps its journal apart). */
export const APP_SCHEMAS = ['public', 'drizzle'] as const;

/**
 * Tables whose rows the migrations themselves write: a database only migrated holds rows there
 * and is still empty (nothing a restore would destroy).
 */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set([
  'drizzle.__drizzle_migrations',
  'public.search_generations',
]);

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Exact row counts of every table of the app's schemas, keyed `schema.table`, sorted. */
export async function countRows(run: RunSql): Promise<Record<string, number>> {
  const tables = await run(
    `SELECT n.nspname AS schema, c.relname AS name
       FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname IN (${APP_SCHEMAS.map(literal).join(', ')})
      ORDER BY 1, 2`,
  );
  if (tables.length === 0) return {};
  const union = tables
    .map(({ schema, name }) => {
      const key = `${String(schema)}.${String(name)}`;
      return `SELECT ${literal(key)} AS key, count(*)::bigint AS n FROM ${ident(String(schema))}.${ident(String(name))}`;
    })
    .join(' UNION ALL ');
  const rows = await run(union);
  const counts: Record<string, number> = {};
  for (const row of rows.map((r) => ({ key: String(r.key), n: Number(r.n) }))) {
    counts[row.key] = row.n;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** Tables holding rows beyond the migrations' own bookkeeping, with their counts. */
export function tablesWithData(counts: Record<string, number>): string[] {
  return Object.entries(counts)
    .filter(([key, n]) => n > 0 && !BOOKKEEPING_TABLES.has(key))
    .map(([key, n]) => `${key} (${n})`);
}

/**
 * The newest migration applied, as migration-head.ts's appliedHead reads it (drizzle records the
 * journal's `when` as created_at), or null when no migration ran.
 */
export async function readMigrationHead(run: RunSql): Promise<number | null> {
  const [found] = await run(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!found?.present) return null;
  const [row] = await run(`SELECT max(created_at) AS head FROM drizzle.__drizzle_migrations`);
  const head = row?.head;
  return head === null || head === undefined ? null : Number(head);
}

export async function readServerVersion(run: RunSql): Promise<string> {
  const [row] = await run(`SELECT current_setting('server_version') AS version`);
  return String(row?.version ?? 'unknown');
}
