import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveEmbedded, type EmbeddedServer } from './serve-embedded';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded database served to workers over the wire protocol', () => {
  let db: PGlite;
  let dir: string;
  let server: EmbeddedServer;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await PGlite.create();
    dir = mkdtempSync(path.join(tmpdir(), 'jobboard-embedded-'));
    server = await serveEmbedded(db, { socketDir: dir, idleInTransactionMs: 300 });
    // The workers' pool options (pg-pool.ts), startup options included.
    pool = new pg.Pool({
      host: dir,
      port: server.port,
      user: 'postgres',
      database: 'postgres',
      max: 8,
      options: '-c max_parallel_workers_per_gather=0',
    });
    await pool.query('CREATE TABLE t (id serial PRIMARY KEY, v int NOT NULL)');
    // Starting PGlite's WebAssembly takes seconds on two busy cores.
  }, 120_000);

  afterAll(async () => {
    await pool.end();
    await server.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers each connection's parameterised queries with its own parameters", async () => {
    // Eight connections at once, each Parse/Bind/Execute/Sync: interleaved message by message,
    // one connection's unnamed statement would replace another's.
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const { rows } = await pool.query<{ v: number; s: string }>(
          'SELECT $1::int AS v, $2::text AS s',
          [i, `row ${i}`],
        );
        expect(rows).toEqual([{ v: i, s: `row ${i}` }]);
      }),
    );
  });

  it("keeps a transaction's statements away from every other connection", async () => {
    const seen: number[] = [];
    const transactions = Array.from({ length: 12 }, async (_, i) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('INSERT INTO t (v) VALUES ($1)', [1000 + i]);
        await sleep(3);
        await client.query(i % 2 === 0 ? 'COMMIT' : 'ROLLBACK');
      } finally {
        client.release();
      }
    });
    // Readers on other connections meanwhile: had one of their statements run inside another
    // connection's open transaction, it would have seen a row that was then rolled back (odd v).
    const readers = Array.from({ length: 40 }, async () => {
      const { rows } = await pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM t WHERE v >= 1000 AND v % 2 = 1',
      );
      seen.push(rows[0]?.n ?? -1);
    });
    await Promise.all([...transactions, ...readers]);
    expect(seen).toEqual(Array.from({ length: 40 }, () => 0));
    const { rows } = await pool.query<{ v: number }>('SELECT v FROM t WHERE v >= 1000 ORDER BY v');
    expect(rows.map((r) => r.v)).toEqual([1000, 1002, 1004, 1006, 1008, 1010]);
  });

  it('rolls back the transaction of a connection that drops in the middle of it', async () => {
    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query('INSERT INTO t (v) VALUES (7777)');
    // The worker holding it is killed: its socket closes with the transaction open.
    (
      client as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
    client.release(true);
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM t WHERE v = 7777',
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('takes the session back from a connection idle in a transaction past the limit', async () => {
    const client = await pool.connect();
    client.on('error', () => undefined);
    await client.query('BEGIN');
    await client.query('INSERT INTO t (v) VALUES (8888)');
    // No COMMIT: another connection gets its answer once the 300 ms limit has passed.
    const started = Date.now();
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM t WHERE v = 8888',
    );
    expect(rows[0]?.n).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    client.release(true);
  });
});
