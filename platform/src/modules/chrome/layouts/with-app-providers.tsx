import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { findBoard, requireBoard } from '@/boards';
import { BOARD_REQUEST_HEADER } from '@/board-request-header';
import { AppProviders } from './app-providers';

/**
 * For a (site) page whose body still needs the client runtime (MUI, every message, the board,
 * toasts) now that the public layout no longer provides it (issue 16): the page's own
 * AppProviders, until its body is converted to server components and islands.
 */
export function withAppProviders<P extends { params: Promise<{ board: string }> }>(
  Page: (props: P) => ReactNode | Promise<ReactNode>,
) {
  return async function WithAppProviders(props: P) {
    const { board } = await props.params;
    return <AppProviders board={requireBoard(board)}>{await Page(props)}</AppProviders>;
  };
}

/** The same for the boundary pages (not-found, forbidden), which get no params: the board the proxy resolved. */
export async function RequestAppProviders({ children }: { children: ReactNode }) {
  const board = findBoard((await headers()).get(BOARD_REQUEST_HEADER) ?? '');
  if (!board) return children;
  return <AppProviders board={board}>{children}</AppProviders>;
}
