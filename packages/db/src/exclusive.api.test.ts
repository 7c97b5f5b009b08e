import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('exclusive (what instances starting together migrate and seed under)', () => {
  it('gives back what the work returned and lets the next holder in afterwards', async () => {
    expect(await handle.exclusive('test:value', async () => 42)).toBe(42);
    await expect(
      handle.exclusive('test:value', async () => {
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    // A failed holder released the lock: this would wait forever otherwise.
    expect(await handle.exclusive('test:value', async () => 'again')).toBe('again');
  });

  it.runIf(process.env.TEST_DB_DRIVER === 'pg')(
    'on PostgreSQL, holders of one name take turns (each on its own connection)',
    async () => {
      const events: string[] = [];
      const holder = (who: string) =>
        handle.exclusive('test:turns', async () => {
          events.push(`${who} in`);
          await pause(300);
          // A plain query on the pool while the lock is held: the work is not blocked by it.
          await handle.db.execute(sql`SELECT 1`);
          events.push(`${who} out`);
        });
      await Promise.all([holder('a'), holder('b')]);
      const [first, second] = events[0] === 'a in' ? ['a', 'b'] : ['b', 'a'];
      expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    },
  );
});
