import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { findBoard } from '@/boards';
import { numericId } from './numeric-id';

export interface IdRouteParams {
  params: Promise<{ board: string; locale: Locale; id: string }>;
}

/**
 * The board, locale and numeric id of an offer or company route, or null when they cannot name
 * anything (the page itself answers 404 then; its metadata just stays empty).
 */
export async function readIdRoute(
  props: IdRouteParams,
): Promise<{ board: BoardConfig; locale: Locale; id: number } | null> {
  const { board: key, locale, id: segment } = await props.params;
  const board = findBoard(key);
  const id = numericId(segment);
  if (!board || id === null) return null;
  return { board, locale, id };
}
