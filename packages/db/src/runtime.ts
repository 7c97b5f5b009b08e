import { openDatabase, type DatabaseHandle } from './client';

/**
 * The server's bounds on one slow query (docs/security.md): PostgreSQL cancels a statement
 * after 15 s; on PGlite, which cannot cancel one, a call that waited 5 s for its turn is refused.
 * Both answer 503 with Retry-After instead of stalling every request behind them.
 */
export const SERVER_STATEMENT_TIMEOUT_MS = 15_000;
export const SERVER_QUEUE_WAIT_MS = 5_000;
import { readDbEnv } from './env';

/**
 * Set by the server's primary process for its workers only (never by an operator): the folder of
 * the socket on which it serves the embedded database (embedded-server/serve-embedded.ts).
 */
export const EMBEDDED_SOCKET_ENV = 'JOBBOARD_EMBEDDED_SOCKET_DIR';

/**
 * A worker's way to the embedded database: node-postgres on the primary's socket, the same pool
 * (limits, lost-connection handling, timings) as on PostgreSQL. No statement timeout: PGlite
 * cannot cancel a statement, and a session-wide setting would reach every worker.
 */
async function openEmbeddedViaSocket(socketDir: string, poolMax: number): Promise<DatabaseHandle> {
  const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
  // Still the embedded database (health, metrics and backups say which one is in use).
  return { ...(await openDatabase({ driver: 'pg', url, poolMax })), driver: 'pglite' };
}

/**
 * The database the environment names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. The
 * caller owns the handle (the server's runtime, a script) and closes it; nothing here keeps one
 * per process, so PGlite's folder is opened once because the runtime is built once.
 */
export function openDatabaseFromEnv(processEnv?: NodeJS.ProcessEnv): Promise<DatabaseHandle> {
  const env = readDbEnv(processEnv);
  const socketDir = (processEnv ?? process.env)[EMBEDDED_SOCKET_ENV];
  if (!env.databaseUrl && socketDir) return openEmbeddedViaSocket(socketDir, env.poolMax);
  return env.databaseUrl
    ? openDatabase({
        driver: 'pg',
        url: env.databaseUrl,
        poolMax: env.poolMax,
        statementTimeoutMs: SERVER_STATEMENT_TIMEOUT_MS,
      })
    : openDatabase({ driver: 'pglite', dataDir: env.dataDir, queueWaitMs: SERVER_QUEUE_WAIT_MS });
}
