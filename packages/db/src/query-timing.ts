import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * What a query is labelled by in /metrics (issue 43): its statement's first keyword, from a
 * fixed set, so a label never carries SQL text or parameters and the series stay few.
 */
export const queryOperations = ['select', 'insert', 'update', 'delete', 'other'] as const;
export type QueryOperation = (typeof queryOperations)[number];

/** The driver as an operator reads it; `Driver` says `pg`, which reads as the library. */
export type QueryDriverLabel = 'pglite' | 'postgres';

/** Told of every statement once it answers or fails; `seconds` excludes waiting for a turn. */
export type QueryRecorder = (
  driver: QueryDriverLabel,
  operation: QueryOperation,
  seconds: number,
) => void;

/**
 * The handle's one slot for a recorder. The database opens before the metrics registry exists
 * (and this package never imports the API's), so the runtime fills it afterwards; while it is
 * empty a query pays one property read.
 */
export interface QueryTiming {
  recorder: QueryRecorder | undefined;
}

const byFirstLetter: Partial<Record<number, QueryOperation>> = {
  0x73: 'select',
  0x69: 'insert',
  0x75: 'update',
  0x64: 'delete',
};

const isWordCharacter = (code: number) =>
  ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) ||
  (code >= 0x30 && code <= 0x39) ||
  code === 0x5f;

/**
 * The first keyword of `text`, compared by character codes: it runs on every query, so it makes
 * no copy of the text and runs no regular expression over it.
 */
export function operationOf(text: string): QueryOperation {
  let start = 0;
  while (start < text.length && text.charCodeAt(start) <= 32) start += 1;
  // `| 0x20` folds an ASCII capital to its small letter (the keyword may be either).
  const candidate = byFirstLetter[text.charCodeAt(start) | 0x20];
  if (!candidate) return 'other';
  for (let i = 1; i < 6; i += 1) {
    if ((text.charCodeAt(start + i) | 0x20) !== candidate.charCodeAt(i)) return 'other';
  }
  // `selected` is not SELECT: the keyword must end there.
  return isWordCharacter(text.charCodeAt(start + 6)) ? 'other' : candidate;
}

/** node-postgres takes a string or a config object `{ text }` (Drizzle passes the latter). */
function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** Tells `recorder` once `result` settles; a non-promise (a pg Submittable) passes untimed. */
function settled<T>(
  result: T,
  recorder: QueryRecorder,
  driver: QueryDriverLabel,
  operation: QueryOperation,
  started: number,
): T {
  if (!(result instanceof Promise)) return result;
  return result.finally(() =>
    recorder(driver, operation, (performance.now() - started) / 1000),
  ) as T;
}

/**
 * `call` timed when a recorder is set. Without one a query pays a property read: no closure, no
 * clock, no look at its text.
 */
function timed<A extends unknown[], R>(
  timing: QueryTiming,
  driver: QueryDriverLabel,
  call: (...args: A) => R,
): (...args: A) => R {
  return (...args: A) => {
    const recorder = timing.recorder;
    if (!recorder) return call(...args);
    const operation = operationOf(textOf(args[0]));
    const started = performance.now();
    return settled(call(...args), recorder, driver, operation, started);
  };
}

/**
 * Times every statement a pooled node-postgres client runs: the pool's own `query()` and
 * Drizzle's transactions both end in `client.query`. pg-pool passes a callback instead of taking
 * a promise, so that form is timed through its callback.
 */
export function timePgClient(client: pg.PoolClient, timing: QueryTiming): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const recorder = timing.recorder;
    const last = args[args.length - 1];
    if (!recorder) return query(...args);
    const operation = operationOf(textOf(args[0]));
    const started = performance.now();
    if (typeof last !== 'function') {
      return settled(query(...args), recorder, 'postgres', operation, started);
    }
    args[args.length - 1] = (...answer: unknown[]) => {
      recorder('postgres', operation, (performance.now() - started) / 1000);
      (last as (...a: unknown[]) => void)(...answer);
    };
    return query(...args);
  };
}

function timeTransaction(tx: Transaction, timing: QueryTiming): Transaction {
  const query = tx.query.bind(tx);
  const exec = tx.exec.bind(tx);
  tx.query = timed(timing, 'pglite', query) as typeof tx.query;
  tx.exec = timed(timing, 'pglite', exec);
  return tx;
}

/**
 * Times PGlite's statements: `query` and `exec` calls, and each statement inside a transaction
 * (its BEGIN and COMMIT are PGlite's own and not seen). Installed before the queue
 * (pglite-queue.ts) wraps the same methods, so the time is the run, not the wait for a turn.
 */
export function timePglite(client: PGlite, timing: QueryTiming): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = timed(timing, 'pglite', query) as typeof client.query;
  client.exec = timed(timing, 'pglite', exec);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) =>
      callback(timing.recorder ? timeTransaction(tx, timing) : tx),
    )) as typeof client.transaction;
}
