/** What a worker tells the primary: it listens, or it wrote to the database. */
export type WorkerMessage = { type: 'ready' } | { type: 'wrote' };
/** What the primary tells a worker: another worker wrote. */
export type PrimaryMessage = { type: 'sibling-wrote' };

/** The primary gives every worker one not-found token (create-runtime.ts says why). */
export const NOT_FOUND_TOKEN_ENV = 'JOBBOARD_NOT_FOUND_TOKEN';
