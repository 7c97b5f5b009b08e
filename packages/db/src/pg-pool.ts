import pg from 'pg';
import { timePgClient, type QueryTiming } from './query-timing';

export interface PgPoolOptions {
  url: string;
  poolMax?: number;
  /** PostgreSQL cancels a statement running longer (57014, a 503). */
  statementTimeoutMs?: number;
  /** Where each statement's duration goes once the runtime sets a recorder (query-timing.ts). */
  timing?: QueryTiming;
}

/**
 * How long a query may wait for a free connection before it fails (a 503 with Retry-After, see
 * unavailable.ts). pg's default is to wait for ever: a request then hung until the socket's idle
 * timeout closed it, with no answer at all.
 */
export const POOL_CONNECT_TIMEOUT_MS = 10_000;

const isBegin = (query: unknown) =>
  /^\s*begin\b/i.test(
    typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? ''),
  );

/**
 * Drizzle 0.45's node-postgres `transaction()` sends BEGIN before the try/finally that releases
 * its pooled client (drizzle-orm#6241, open; 0.45.4 is the latest release). A BEGIN on a
 * connection killed just after checkout (failover, `pg_terminate_backend`) therefore leaked the
 * client for good: ten of those emptied the pool and every later query waited for ever (the
 * database-loss e2e caught it in CI). Here a client whose BEGIN fails is released with the error,
 * so pg-pool destroys it; Drizzle does not touch the client again on that path.
 */
function releaseOnFailedBegin(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (!isBegin(args[0]) || !(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  };
}

/** The server's PostgreSQL pool: what survives lost connections is set up here, once. */
export function createPgPool(options: PgPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    // No parallel workers: the server runs many small searches at once, and a search that
    // starts two more processes (PostgreSQL plans them for a radius band or a broad filter)
    // takes CPU from the requests queued behind it; PGlite never runs them either.
    options: '-c max_parallel_workers_per_gather=0',
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle connection can die under us (server restart, admin termination, a test database
  // dropped WITH (FORCE)). pg then emits 'error' on the pool; unhandled, that would crash the
  // process. The pool discards that client and opens a new one on the next query.
  pool.on('error', (error) => {
    console.error('[db] idle PostgreSQL connection lost:', error.message);
  });
  pool.on('connect', (client) => {
    // A checked-out client (inside a transaction, between two statements) whose backend is
    // killed emits 'error' on itself, which the pool's handler above never sees: without this
    // listener that was an uncaughtException. The query in progress still rejects (503).
    client.on('error', (error) => {
      console.error('[db] PostgreSQL connection lost:', error.message);
    });
    releaseOnFailedBegin(client);
    if (options.timing) timePgClient(client, options.timing);
  });
  return pool;
}
