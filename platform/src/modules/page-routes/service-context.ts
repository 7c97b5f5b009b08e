import 'server-only';
import type { ServiceContext } from '@jobboard/api/context';
import { getDatabase } from '@jobboard/db/runtime';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';

/**
 * Server components call the API's services directly (no HTTP round trip to ourselves), with
 * the same context the API routes build: this board, this language.
 */
export async function serviceContext(board: BoardConfig, locale: Locale): Promise<ServiceContext> {
  const { db } = await getDatabase();
  return { db, board: board.key, locale };
}
