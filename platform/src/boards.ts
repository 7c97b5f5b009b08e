import { notFound } from 'next/navigation';
import { currentRuntime } from '@jobboard/api/runtime/current-runtime';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { BOARD_REQUEST_HEADER } from './board-request-header';

/** A board by key, as this deployment serves it (the runtime's boards, overrides applied). */
export function findBoard(key: string): BoardConfig | null {
  return currentRuntime().boards.find((b) => b.key === key) ?? null;
}

/**
 * The board the server resolved from this request's Host (platform/server/request-handler.ts),
 * for the proxy and the dotted routes it does not rewrite (robots.txt, sitemap.xml, feeds).
 * Everything after the proxy reads the `[board]` route param.
 */
export function boardOfRequest(headers: Pick<Headers, 'get'>): BoardConfig | null {
  const key = headers.get(BOARD_REQUEST_HEADER);
  return key ? findBoard(key) : null;
}

/** For server components: the board of the internal /{board}/... segment the proxy rewrote to. */
export function requireBoard(key: string): BoardConfig {
  const board = findBoard(key);
  if (!board) notFound();
  return board;
}
