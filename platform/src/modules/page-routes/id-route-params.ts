import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { findBoard } from '@/boards';

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
  const { board: key, locale, id } = await props.params;
  const board = findBoard(key);
  if (!board || !/^\d{1,9}$/.test(id)) return null;
  return { board, locale, id: Number(id) };
}
