import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { queryRows } from './query';
import { createTestDatabase } from './testing';

/**
 * Migration 0016 counts the applications that existed before the counter did (issue 19): its
 * backfill statement, run again here over applications inserted behind the counter's back.
 */
const migration = readFileSync(
  new URL('../drizzle/0016_offer_application_count.sql', import.meta.url),
  'utf8',
);
const backfill = migration.slice(migration.indexOf('UPDATE "offers"'));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`INSERT INTO companies (slug) VALUES ('auberge')`);
  await handle.db.execute(
    sql`INSERT INTO offers (company_id, slug) SELECT id, s FROM companies, (VALUES ('a'), ('b')) v(s)`,
  );
});
afterAll(() => handle.close());

describe('migration 0016 backfill', () => {
  it('counts each offer’s applications, withdrawn ones left out', async () => {
    const offers = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT id FROM offers ORDER BY id LIMIT 2`,
    );
    const [a, b] = offers.map((o) => Number(o.id));
    for (const [offer, withdrawn] of [
      [a, false],
      [a, false],
      [a, true],
      [b, true],
    ] as const)
      await handle.db.execute(
        sql`INSERT INTO applications (offer_id, board, status, withdrawn_at)
            VALUES (${offer}, 'hospitality', ${withdrawn ? 'withdrawn' : 'new'},
                    ${withdrawn ? sql`now()` : null})`,
      );
    await handle.db.execute(sql.raw(backfill));
    const counts = await queryRows<{ id: number; application_count: number }>(
      handle.db,
      sql`SELECT id, application_count FROM offers WHERE application_count > 0 ORDER BY id`,
    );
    expect(counts.map((c) => [Number(c.id), Number(c.application_count)])).toEqual([[a, 2]]);
  });
});
