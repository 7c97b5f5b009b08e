import type { ApiEnv } from '../../env';

/**
 * The console's origin, for the links the command prints: https on the configured host in
 * production; in development http on the server's port, as the boards' `*.localhost` hosts.
 */
export function consoleOrigin(env: Pick<ApiEnv, 'production' | 'operatorHost' | 'port'>): string {
  if (env.production) return `https://${env.operatorHost}`;
  return env.operatorHost.includes(':')
    ? `http://${env.operatorHost}`
    : `http://${env.operatorHost}:${env.port}`;
}
