import { randomUUID } from 'node:crypto';
import { appliedHead, committedHead } from '@jobboard/db/migration-head';
import type { Runtime } from '../../context';
import { probeDatabase } from './database-probe';

/** Each part a load balancer's readiness check depends on, and what it found. */
export interface Readiness {
  ready: boolean;
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'behind' | 'ahead' | 'unknown';
    storage: 'ok' | 'failing';
    mail: 'smtp' | 'dev-mailbox' | 'not-configured';
    shutdown: 'no' | 'draining';
  };
}

/** How long a storage round trip vouches for the store: a probe every few seconds would cost an S3 bucket three requests each. */
const STORAGE_FRESH_MS = 30_000;
const storageOkAt = new WeakMap<Runtime['storage'], number>();

async function storageWritable(storage: Runtime['storage']): Promise<boolean> {
  const okAt = storageOkAt.get(storage);
  if (okAt !== undefined && performance.now() - okAt < STORAGE_FRESH_MS) return true;
  const key = `readiness/${randomUUID()}.txt`;
  const body = new TextEncoder().encode('ready');
  try {
    await storage.put(key, body, 'text/plain');
    const read = await storage.get(key);
    await storage.delete(key);
    if (!read || read.length !== body.length) return false;
    storageOkAt.set(storage, performance.now());
    return true;
  } catch {
    return false;
  }
}

async function migrationsState(runtime: Runtime): Promise<Readiness['checks']['migrations']> {
  const applied = await appliedHead(runtime.db);
  if (applied === null) return 'behind';
  const head = committedHead();
  if (applied < head) return 'behind';
  // A newer instance migrated past this code's head: it still serves (expand-then-contract), but
  // says so.
  return applied > head ? 'ahead' : 'ok';
}

/**
 * Readiness (issue 43), apart from liveness (/api/health): the database answers, its schema is at
 * this code's migration head (or past it), uploads can be written and read back, mail has a
 * transport, and the process is not shutting down. `mail` fails only in production without
 * SMTP_URL and without the dev mailbox: mail would then wait in the outbox for ever.
 */
export async function checkReadiness(runtime: Runtime): Promise<Readiness> {
  const draining = runtime.lifecycle.draining;
  const database = await probeDatabase(runtime.db).then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
  const [migrations, storage] = await Promise.all([
    database === 'ok'
      ? migrationsState(runtime).catch(() => 'unknown' as const)
      : ('unknown' as const),
    storageWritable(runtime.storage).then((ok) => (ok ? ('ok' as const) : ('failing' as const))),
  ]);
  const { env } = runtime;
  const mail = env.smtpUrl ? 'smtp' : env.devMailbox ? 'dev-mailbox' : 'not-configured';
  const mailOk = mail !== 'not-configured' || !env.production;
  const checks: Readiness['checks'] = {
    database,
    migrations,
    storage,
    mail,
    shutdown: draining ? 'draining' : 'no',
  };
  const ready =
    !draining &&
    database === 'ok' &&
    (migrations === 'ok' || migrations === 'ahead') &&
    storage === 'ok' &&
    mailOk;
  return { ready, checks };
}
