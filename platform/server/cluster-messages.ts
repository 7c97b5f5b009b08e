/**
 * What a worker tells the primary: it listens; it wrote to the database; it needs the whole
 * server's metrics for a scrape it received.
 */
export type WorkerMessage =
  { type: 'ready' } | { type: 'wrote' } | { type: 'metrics-request'; id: number };
/** What the primary tells a worker: another worker wrote; the metrics it asked for. */
export type PrimaryMessage =
  { type: 'sibling-wrote' } | { type: 'metrics'; id: number; text?: string; error?: string };

/** The primary gives every worker one not-found token (create-runtime.ts says why). */
export const NOT_FOUND_TOKEN_ENV = 'JOBBOARD_NOT_FOUND_TOKEN';
