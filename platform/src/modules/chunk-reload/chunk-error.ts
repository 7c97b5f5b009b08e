/** Where the time of the last reload for a failed chunk is kept, across that reload. */
export const CHUNK_RELOAD_KEY = 'jobboard_chunk_reload_at';

/** Spec section 8: a failed chunk load reloads the page, at most once per minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

// What webpack, Turbopack and the browsers' dynamic import say when a script of an older
// deployment is gone or the network dropped it.
const chunkFailure =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error)
    return reason.name === 'ChunkLoadError' || chunkFailure.test(reason.message);
  return typeof reason === 'string' && chunkFailure.test(reason);
}

/** Reload for this failure unless the last such reload was less than a minute ago. */
export function shouldReloadForChunkError(
  reason: unknown,
  lastReloadAt: number | null,
  now: number,
): boolean {
  if (!isChunkLoadError(reason)) return false;
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}
