import { isDatabaseBusyError } from './pglite-queue';

/**
 * SQLSTATEs that say "the database cannot serve this now", not "this request is wrong": the
 * connection classes (08), server shutdown or termination by an administrator
 * (`pg_terminate_backend` is 57P01), too many connections, a statement cancelled by
 * `statement_timeout` (57014), and a database that is starting or in recovery.
 */
const unavailableCodes = new Set(['57P01', '57P02', '57P03', '57014', '53300', '53400']);
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres and PGlite say these in words only. */
const messages = [
  /connection terminated/i,
  /connection (?:is )?closed/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /pglite is closed/i,
  /statement timeout/i,
];

function isUnavailable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || unavailableCodes.has(code)))
    return true;
  if (typeof code === 'string' && socketCodes.has(code)) return true;
  return messages.some((pattern) => pattern.test(error.message));
}

/**
 * True when `error` (or one of its causes: Drizzle wraps driver errors) means the database is
 * unreachable, gone, overloaded or too slow: the API answers 503 with Retry-After for these.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  if (isDatabaseBusyError(error)) return true;
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (isUnavailable(current)) return true;
    current = current.cause;
  }
  return false;
}
