import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Raw SQL rows on either driver. `Database` is typed over both drivers' result shapes, so
 * execute() is `unknown` to the compiler; both node-postgres and PGlite answer `{ rows }`.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
