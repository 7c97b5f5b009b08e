import 'server-only';
import type { ServiceContext } from '@jobboard/api/context';
import { currentRuntime } from '@jobboard/api/runtime/current-runtime';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';

/**
 * Server components call the API's services directly (no HTTP round trip to ourselves), with
 * the same context the API routes build: this board, this language.
 */
// Async for its callers' sake: they chain on it, and a later runtime may open lazily.
export async function serviceContext(board: BoardConfig, locale: Locale): Promise<ServiceContext> {
  return { db: currentRuntime().db, board: board.key, locale };
}
