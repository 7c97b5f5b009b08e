import { openDatabase, type DatabaseHandle } from './client';
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
    ? openDatabase({ driver: 'pg', url: env.databaseUrl, poolMax: env.poolMax })
    : openDatabase({ driver: 'pglite', dataDir: env.dataDir });
}
