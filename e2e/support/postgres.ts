import { execFileSync } from 'node:child_process';

/**
 * The PostgreSQL server the lifecycle specs use: TEST_DATABASE_URL when set, else the local
 * one CI runs at 127.0.0.1:5432. Each spec makes its own throwaway database on it.
 */
export const postgresAdminUrl =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export function psql(adminUrl: string, statement: string): string {
  return execFileSync('psql', [adminUrl, '-At', '-v', 'ON_ERROR_STOP=1', '-c', statement], {
    encoding: 'utf8',
    stdio: 'pipe',
    env: { ...process.env, PGCONNECT_TIMEOUT: '3' },
  });
}

/** Why no PostgreSQL can be used here, or null when one answers (the only reason to skip). */
export function postgresUnavailable(adminUrl = postgresAdminUrl): string | null {
  try {
    psql(adminUrl, 'SELECT 1');
    return null;
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `no PostgreSQL answers at ${new URL(adminUrl).host} (${detail})`;
  }
}

/** Drops and creates `name`; returns its URL. */
export function freshDatabase(name: string, adminUrl = postgresAdminUrl): string {
  psql(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  psql(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function dropDatabase(name: string, adminUrl = postgresAdminUrl): void {
  psql(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
