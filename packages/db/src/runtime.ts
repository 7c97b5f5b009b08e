import { openDatabase, type DatabaseHandle } from './client';

/**
 * The server's bounds on one slow query (README "Security"): PostgreSQL cancels a statement
 * after 15 s; on PGlite, which cannot cancel one, a call that waited 5 s for its turn is refused.
 * Both answer 503 with Retry-After instead of stalling every request behind them.
 */
export const SERVER_STATEMENT_TIMEOUT_MS = 15_000;
export const SERVER_QUEUE_WAIT_MS = 5_000;
import { readDbEnv } from './env';

const key = Symbol.for('@jobboard/db/handle');
type Holder = { [key]?: Promise<DatabaseHandle> };

/**
 * One database per process. The server process and Next's bundled copy of this module both
 * reach the same handle through globalThis: PGlite must never open its folder twice.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  const holder = globalThis as Holder;
  holder[key] ??= openFromEnv();
  return holder[key];
}

export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[key];
  delete holder[key];
  if (pending) await (await pending).close();
}

function openFromEnv(): Promise<DatabaseHandle> {
  const env = readDbEnv();
  return env.databaseUrl
    ? openDatabase({
        driver: 'pg',
        url: env.databaseUrl,
        poolMax: env.poolMax,
        statementTimeoutMs: SERVER_STATEMENT_TIMEOUT_MS,
      })
    : openDatabase({ driver: 'pglite', dataDir: env.dataDir, queueWaitMs: SERVER_QUEUE_WAIT_MS });
}
