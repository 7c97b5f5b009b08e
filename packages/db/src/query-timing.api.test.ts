import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import type { QueryDriverLabel, QueryOperation } from './query-timing';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

type Sample = [QueryDriverLabel, QueryOperation, number];

async function recorded(work: () => Promise<unknown>): Promise<Sample[]> {
  const samples: Sample[] = [];
  handle.recordQueries((driver, operation, seconds) => samples.push([driver, operation, seconds]));
  try {
    await work();
  } finally {
    handle.recordQueries(undefined);
  }
  return samples;
}

describe('statement timing on the database handle (issue 43)', () => {
  const driver = () => (handle.driver === 'pg' ? 'postgres' : 'pglite');

  it('tells the recorder of each statement, by driver and first keyword, with its duration', async () => {
    const samples = await recorded(async () => {
      await handle.db.execute(sql`SELECT pg_sleep(0.02)`);
      await handle.db.execute(sql`CREATE TEMP TABLE IF NOT EXISTS timing_probe (n int)`);
      await handle.db.execute(sql`insert into timing_probe values (1)`);
    });
    expect(samples.map(([d, op]) => [d, op])).toEqual([
      [driver(), 'select'],
      [driver(), 'other'],
      [driver(), 'insert'],
    ]);
    // The sleep is inside the measured time; every duration is a real, finite figure.
    expect(samples[0]![2]).toBeGreaterThanOrEqual(0.015);
    for (const [, , seconds] of samples) expect(Number.isFinite(seconds)).toBe(true);
  });

  it('times the statements inside a transaction one by one', async () => {
    const samples = await recorded(() =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await tx.execute(sql`UPDATE mail_outbox SET attempts = attempts WHERE false`);
        await tx.execute(sql`DELETE FROM mail_outbox WHERE false`);
      }),
    );
    const operations = samples.map(([, op]) => op);
    // node-postgres sends BEGIN and COMMIT as statements (other); PGlite runs its own.
    expect(operations.filter((op) => op !== 'other')).toEqual(['select', 'update', 'delete']);
    if (handle.driver === 'pg')
      expect(operations).toEqual(['other', 'select', 'update', 'delete', 'other']);
    expect(samples.every(([d]) => d === driver())).toBe(true);
  });

  it('records nothing once the recorder is taken away', async () => {
    const samples: unknown[] = [];
    handle.recordQueries(() => samples.push(1));
    handle.recordQueries(undefined);
    await handle.db.execute(sql`SELECT 1`);
    expect(samples).toEqual([]);
  });

  it('times a failed statement too, and the failure still reaches the caller', async () => {
    let failure: unknown;
    const samples = await recorded(() =>
      handle.db.execute(sql`select * from no_such_table`).catch((error: unknown) => {
        failure = error;
      }),
    );
    expect(failure).toBeInstanceOf(Error);
    expect(samples.map(([, op]) => op)).toEqual(['select']);
  });
});
