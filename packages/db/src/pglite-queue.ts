import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Thrown instead of queueing when the embedded database already has `maxWaiting` calls waiting:
 * the API answers 503 with Retry-After rather than letting a burst grow latency without bound.
 */
export class DatabaseBusyError extends Error {
  constructor(readonly waiting: number) {
    super(`the embedded database has ${waiting} calls waiting`);
    this.name = 'DatabaseBusyError';
  }
}

/** Also when wrapped: Drizzle rethrows driver errors as the `cause` of its own. */
export function isDatabaseBusyError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.name === 'DatabaseBusyError') return true;
    current = current.cause;
  }
  return false;
}

// One lane per process: Next's bundled copy of this module and the server's share it.
const laneKey = Symbol.for('@jobboard/db/priority-lane');
const lane = ((globalThis as { [laneKey]?: AsyncLocalStorage<'priority'> })[laneKey] ??=
  new AsyncLocalStorage<'priority'>());

/**
 * Runs `work` with its database calls at the head of the embedded database's queue: health
 * checks use it, so that a burst of searches never makes the service look down.
 */
export function withPriority<T>(work: () => Promise<T>): Promise<T> {
  return lane.run('priority', work);
}

interface Job {
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** When a non-priority call joined the queue; priority calls have none and never expire. */
  queuedAt?: number;
}

export interface PgliteQueueOptions {
  /** Calls allowed to wait behind the running one; more are refused with DatabaseBusyError. */
  maxWaiting: number;
  /**
   * How long a call may wait for its turn before it is refused with DatabaseBusyError (a 503):
   * PGlite runs in this thread and cannot cancel a running statement (no `statement_timeout` in
   * WebAssembly), so after one slow query every call queued behind it would still run, one after
   * the other, each answering late. Priority calls (health) never expire. Unset: no limit.
   */
  maxWaitMs?: number;
}

/**
 * A bounded FIFO in front of PGlite's one connection. PGlite already runs one call at a time, but
 * its lock is unbounded and first-come only: a burst of searches queued health checks behind
 * them, and a flood queued without limit. This wraps the client's public entry points (query,
 * exec, transaction; statements inside a transaction run on it and are not re-queued), one call
 * at a time, priority calls first, at most `maxWaiting` waiting.
 */
/** The embedded database's queue as /metrics reads it (issue 43): one PGlite per process. */
export interface PgliteQueueStats {
  waiting: number;
  /** Calls run so far and their total time, for an average per call. */
  runs: number;
  runSeconds: number;
  /** Calls refused because the queue was full or they waited too long (503s). */
  refused: number;
}

const stats: PgliteQueueStats & { bound: boolean } = {
  bound: false,
  waiting: 0,
  runs: 0,
  runSeconds: 0,
  refused: 0,
};

/** The queue's figures, or null when this process has no embedded database. */
export function pgliteQueueStats(): PgliteQueueStats | null {
  if (!stats.bound) return null;
  const { waiting, runs, runSeconds, refused } = stats;
  return { waiting, runs, runSeconds, refused };
}

export function boundPgliteQueue(client: PGlite, options: PgliteQueueOptions): void {
  const waiting: Job[] = [];
  let running = false;
  stats.bound = true;
  const refuse = (job: Job) => {
    stats.refused += 1;
    job.reject(new DatabaseBusyError(waiting.length));
  };

  const pump = () => {
    if (running) return;
    let job = waiting.shift();
    // A statement runs synchronously in this thread (WebAssembly), so no timer fires while it
    // runs: calls that waited too long are refused as their turn comes, without running.
    while (
      job?.queuedAt !== undefined &&
      options.maxWaitMs !== undefined &&
      Date.now() - job.queuedAt > options.maxWaitMs
    ) {
      refuse(job);
      job = waiting.shift();
    }
    stats.waiting = waiting.length;
    if (!job) return;
    running = true;
    const started = performance.now();
    job
      .run()
      .then(job.resolve, job.reject)
      .finally(() => {
        stats.runs += 1;
        stats.runSeconds += (performance.now() - started) / 1000;
        running = false;
        pump();
      });
  };

  const enqueue = <T>(run: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const job: Job = { run, resolve: resolve as (value: unknown) => void, reject };
      if (lane.getStore() === 'priority') waiting.unshift(job);
      else if (waiting.length >= options.maxWaiting) {
        stats.refused += 1;
        reject(new DatabaseBusyError(waiting.length));
        return;
      } else {
        job.queuedAt = Date.now();
        waiting.push(job);
      }
      stats.waiting = waiting.length;
      pump();
    });

  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) =>
    enqueue(() => query(...args))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) =>
    enqueue(() => exec(...args))) as typeof client.exec;
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    enqueue(() => transaction(...args))) as typeof client.transaction;
}
