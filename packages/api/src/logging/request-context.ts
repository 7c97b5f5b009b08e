import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request being served, wherever its work goes (issue 43): the API sets it for each
 * request, and what the request queues (a mail in the outbox) keeps it, so the job that does the
 * work later logs the same id. One store per process, shared with Next's bundled copy.
 */
const slot = Symbol.for('jobboard.request-id');
const store = globalThis as { [slot]?: AsyncLocalStorage<string> };
const requestIds = (store[slot] ??= new AsyncLocalStorage<string>());

export function runWithRequestId<T>(id: string | undefined, work: () => T): T {
  return id ? requestIds.run(id, work) : work();
}

/** The current request's id, or undefined outside a request (a job, a script). */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}
