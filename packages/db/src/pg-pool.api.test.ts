import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgPool } from './pg-pool';
import { isDatabaseUnavailableError } from './unavailable';

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';
let pool: pg.Pool | null = null;

afterEach(async () => {
  await pool?.end();
  pool = null;
});

/** Cuts a client's socket the moment the pool hands it out, before its first statement. */
function cutNextCheckout(target: pg.Pool): void {
  target.once('acquire', (client: pg.PoolClient) => {
    (
      client as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
  });
}

describe.runIf(onPostgres)('the PostgreSQL pool under lost connections', () => {
  it('gives back a client whose BEGIN met a dead connection, so the next transaction runs', async () => {
    // One connection: a client leaked by the failed BEGIN leaves nothing for the next query.
    pool = createPgPool({ url: process.env.TEST_DATABASE_URL!, poolMax: 1 });
    const db = drizzle(pool);
    await db.execute(sql`SELECT 1`);
    cutNextCheckout(pool);
    const failed = await db.transaction((tx) => tx.execute(sql`SELECT 1`)).catch((e) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(isDatabaseUnavailableError(failed)).toBe(true);

    const after = await db.transaction((tx) => tx.execute(sql`SELECT 2 AS two`));
    expect(after.rows).toEqual([{ two: 2 }]);
    expect(pool.totalCount).toBe(1);
  });

  it('fails a query that waits too long for a connection as unavailable, not for ever', async () => {
    pool = createPgPool({ url: process.env.TEST_DATABASE_URL!, poolMax: 1 });
    const held = await pool.connect();
    try {
      const waited = await pool.query('SELECT 1').catch((e: unknown) => e);
      expect(isDatabaseUnavailableError(waited)).toBe(true);
    } finally {
      held.release();
    }
  });
});
