import { AsyncLocalStorage } from 'node:async_hooks';

export type UserKind = 'candidate' | 'employer';

/** What a request's log line learns while it is served. */
export interface RequestContext {
  readonly id: string;
  /** Set when the request's session is looked up and belongs to someone. */
  userKind?: UserKind;
  /** Set by the API when it resolves an API call's board (pages': the server front's own). */
  board?: string;
}

/**
 * The request being served, wherever its work goes (issue 43): the server front (or the API, when
 * it runs alone) opens it, what the request queues (a mail in the outbox) keeps its id so the job
 * that does the work later logs the same id, and the session lookup notes whose request it is for
 * the log line. One store per process, shared with Next's bundled copy.
 */
const slot = Symbol.for('jobboard.request-context');
const store = globalThis as { [slot]?: AsyncLocalStorage<RequestContext> };
const contexts = (store[slot] ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` in the context of request `id`; inside the same request's context, reuses it. */
export function runWithRequestId<T>(id: string | undefined, work: () => T): T {
  if (!id || contexts.getStore()?.id === id) return work();
  return contexts.run({ id }, work);
}

/** Runs `work` in `context`, which the caller keeps to read what the request noted. */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return contexts.run(context, work);
}

/** The current request's id, or undefined outside a request (a job, a script). */
export function currentRequestId(): string | undefined {
  return contexts.getStore()?.id;
}

/** Notes whose request this is (never who): a field of its log line. */
export function noteUserKind(kind: UserKind): void {
  const context = contexts.getStore();
  if (context) context.userKind = kind;
}

/** Notes the board the API resolved for this request: its log line and metrics name it. */
export function noteRequestBoard(board: string): void {
  const context = contexts.getStore();
  if (context) context.board = board;
}
