import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { lockDataDir } from './data-dir-lock';
import { createPgPool } from './pg-pool';
import { boundPgliteQueue } from './pglite-queue';
import { timePglite, type QueryRecorder, type QueryTiming } from './query-timing';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers share this type, so services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Driver = 'pglite' | 'pg';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /**
   * Runs `work` while no other process runs work under the same name on this database: several
   * server instances starting together migrate and seed one after the other, not all at once
   * (concurrent migrations failed on "relation already exists" and seeded twice).
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Every statement's duration goes to `recorder` from now on (undefined: none). The metrics
   * registry sets it once the runtime is built; the database opens before it exists.
   */
  recordQueries(recorder: QueryRecorder | undefined): void;
  /**
   * The embedded database's one session (PGlite only), for the server's primary process to serve
   * to its workers (embedded-server/serve-embedded.ts); nothing else may use it directly.
   */
  embedded?: PGlite;
  close(): Promise<void>;
}

export type OpenOptions =
  /** `statementTimeoutMs`: PostgreSQL cancels a statement running longer (57014, a 503). */
  | { driver: 'pg'; url: string; poolMax?: number; statementTimeoutMs?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `queueMax`: calls allowed to wait
   * for the embedded database before new ones are refused (see pglite-queue.ts).
   */
  | {
      driver: 'pglite';
      dataDir?: string;
      queueMax?: number;
      queueWaitMs?: number;
      /** A dump (PGlite's dumpDataDir) to start from instead of an empty cluster (tests). */
      loadDataDir?: Blob;
      /**
       * Whether to hold the folder's lock (data-dir-lock.ts) while open; true unless said. False
       * only for a folder no other process can know (a backup's private copy, a restore's staging
       * folder) or one whose lock this process already holds.
       */
      lockDataDir?: boolean;
    };

/** Enough for every connection of a busy browser crowd; a flood past it gets 503s. */
const DEFAULT_QUEUE_MAX = 256;

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const timing: QueryTiming = { recorder: undefined };
  const recordQueries = (recorder: QueryRecorder | undefined) => {
    timing.recorder = recorder;
  };
  if (options.driver === 'pg') {
    const pool = createPgPool({ ...options, timing });
    // Fail at start, not at the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    const exclusive = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      // A session-level advisory lock on a connection of its own; the work runs on the pool.
      const client = await pool.connect();
      try {
        // Waiting for another instance's migrations and seed may outlast the statement timeout.
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
        return await work();
      } finally {
        // Closing the connection releases the lock (and drops the SET) even if unlocking failed;
        // a process killed while holding it releases it the same way.
        client.release(true);
      }
    };
    return { db, driver: 'pg', exclusive, recordQueries, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // A second process in the folder would corrupt it: refuse (DataDirBusyError) instead.
  const lock =
    options.dataDir && options.lockDataDir !== false
      ? await lockDataDir(options.dataDir, `${process.argv[1] ?? 'node'} (embedded database)`)
      : undefined;
  let client: PGlite;
  try {
    // Options go in one object: a second argument with an undefined dataDir silently drops them.
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm, unaccent },
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  // Timing first: the queue wraps the timed methods, so a duration leaves out the wait for a turn.
  timePglite(client, timing);
  boundPgliteQueue(client, {
    maxWaiting: options.queueMax ?? DEFAULT_QUEUE_MAX,
    ...(options.queueWaitMs ? { maxWaitMs: options.queueWaitMs } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  // PGlite lives inside one process (docs/deploy.md "Several instances": never two on one folder,
  // which the folder's lock enforces), so there is no other process to exclude.
  return {
    db,
    driver: 'pglite',
    exclusive: (_name, work) => work(),
    recordQueries,
    embedded: client,
    async close() {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}
