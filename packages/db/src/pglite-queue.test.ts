import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { boundPgliteQueue, isDatabaseBusyError, withPriority } from './pglite-queue';

let client: PGlite | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

async function queued(maxWaiting: number, maxWaitMs?: number): Promise<PGlite> {
  client = await PGlite.create();
  boundPgliteQueue(client, { maxWaiting, ...(maxWaitMs !== undefined ? { maxWaitMs } : {}) });
  return client;
}

describe('the bounded queue in front of PGlite', () => {
  it('runs a priority call before calls that were already waiting', async () => {
    const db = await queued(10);
    const finished: string[] = [];
    const slow = (name: string) =>
      db.query('SELECT pg_sleep(0.05)').then(() => void finished.push(name));
    const burst = [slow('a'), slow('b'), slow('c')];
    const health = withPriority(() => db.query('SELECT 1')).then(() => {
      finished.push('health');
    });
    await Promise.all([...burst, health]);
    // 'a' was already running; the health check jumps the two still waiting.
    expect(finished).toEqual(['a', 'health', 'b', 'c']);
  });

  it('refuses calls past maxWaiting instead of queueing without bound, and recovers', async () => {
    const db = await queued(2);
    const running = db.query('SELECT pg_sleep(0.05)');
    const waiting = [db.query('SELECT 1'), db.query('SELECT 2')];
    const refused = await db.query('SELECT 3').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseBusyError(refused)).toBe(true);
    expect(isDatabaseBusyError(new Error('wrapped', { cause: refused }))).toBe(true);
    await Promise.all([running, ...waiting]);
    expect((await db.query<{ n: number }>('SELECT 4 AS n')).rows).toEqual([{ n: 4 }]);
  });

  it('refuses a call that waited past maxWaitMs behind a slow one, but never health', async () => {
    const db = await queued(10, 100);
    const slow = db.query('SELECT pg_sleep(0.3)');
    const stalled = db.query('SELECT 1').then(
      () => null,
      (error: unknown) => error,
    );
    const health = withPriority(() => db.query<{ n: number }>('SELECT 2 AS n'));
    await slow;
    // Refused when its turn came, 300 ms late, instead of running late.
    expect(isDatabaseBusyError(await stalled)).toBe(true);
    expect((await health).rows).toEqual([{ n: 2 }]);
    expect((await db.query<{ n: number }>('SELECT 3 AS n')).rows).toEqual([{ n: 3 }]);
  });

  it('queues transactions and exec too, and a failing call does not block the next', async () => {
    const db = await queued(10);
    await db.exec('CREATE TABLE t (n int)');
    await expect(db.query('SELECT * FROM missing')).rejects.toThrow();
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (1)');
      await tx.query('INSERT INTO t VALUES (2)');
    });
    expect((await db.query<{ c: number }>('SELECT count(*)::int AS c FROM t')).rows).toEqual([
      { c: 2 },
    ]);
  });
});
