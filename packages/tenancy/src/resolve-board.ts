import type { BoardConfig } from './board-config';

export interface ResolveOptions {
  /** Board served on plain localhost / 127.0.0.1 (DEFAULT_BOARD). */
  defaultBoard: string;
  /** In production an unknown host resolves to nothing (404); in development to the default. */
  production: boolean;
  /** The operators' console host (OPERATOR_HOST): never a board, whatever the other rules say. */
  consoleHost?: string;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The host name without port, lower-cased; IPv6 literals keep their brackets. */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':')[0] ?? '';
}

/**
 * Pure: the board a request's Host belongs to. Used by the proxy and the API alike; the board is
 * never taken from anything else a client can set.
 */
export function resolveBoard(
  boards: readonly BoardConfig[],
  host: string | null | undefined,
  options: ResolveOptions,
): BoardConfig | null {
  const name = hostName(host ?? '');
  if (options.consoleHost && isConsoleHost(name, options.consoleHost)) return null;
  const byKey = (key: string) => boards.find((b) => b.key === key) ?? null;
  if (name.endsWith('.localhost')) {
    const match = byKey(name.slice(0, -'.localhost'.length));
    if (match) return match;
  }
  const production = boards.find((b) => b.hostnames.includes(name));
  if (production) return production;
  if (loopbackHosts.has(name)) return byKey(options.defaultBoard);
  return options.production ? null : byKey(options.defaultBoard);
}

/** Whether a request's Host is the operators' console (OPERATOR_HOST), ports aside. */
export function isConsoleHost(host: string | null | undefined, consoleHost: string): boolean {
  const name = hostName(host ?? '');
  return name !== '' && name === hostName(consoleHost);
}
