import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { findBoard } from '@/boards';
import type { AppLocale } from '@/i18n/routing';

export interface IdRouteParams {
  params: Promise<{ board: string; locale: AppLocale; id: string }>;
}

/**
 * The board, locale and numeric id of an offer or company route, or null when they cannot name
 * anything (the page itself answers 404 then; its metadata just stays empty).
 */
export async function readIdRoute(
  props: IdRouteParams,
): Promise<{ board: BoardConfig; locale: AppLocale; id: number } | null> {
  const { board: key, locale, id } = await props.params;
  const board = findBoard(key);
  if (!board || !/^\d{1,9}$/.test(id)) return null;
  return { board, locale, id: Number(id) };
}
