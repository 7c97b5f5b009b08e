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
 * The database the environment names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. The
 * caller owns the handle (the server's runtime, a script) and closes it; nothing here keeps one
 * per process, so PGlite's folder is opened once because the runtime is built once.
 */
export function openDatabaseFromEnv(processEnv?: NodeJS.ProcessEnv): Promise<DatabaseHandle> {
  const env = readDbEnv(processEnv);
  return env.databaseUrl
    ? openDatabase({
        driver: 'pg',
        url: env.databaseUrl,
        poolMax: env.poolMax,
        statementTimeoutMs: SERVER_STATEMENT_TIMEOUT_MS,
      })
    : openDatabase({ driver: 'pglite', dataDir: env.dataDir, queueWaitMs: SERVER_QUEUE_WAIT_MS });
}
