'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { BoardConfig } from './board-config';

const BoardContext = createContext<BoardConfig | null>(null);
// Apart from the whole board, so a part that needs only the API segment (the job alert form on
// the search pages) is handed the key alone: the config would ride in every page's RSC payload.
const BoardKeyContext = createContext<string | null>(null);

/** The request's board for client components; the server resolved it from the host. */
export function BoardProvider({ board, children }: { board: BoardConfig; children: ReactNode }) {
  return (
    <BoardContext.Provider value={board}>
      <BoardKeyContext.Provider value={board.key}>{children}</BoardKeyContext.Provider>
    </BoardContext.Provider>
  );
}

/** Only the board's key, for parts that read nothing else (useBoardKey). */
export function BoardKeyProvider({
  boardKey,
  children,
}: {
  boardKey: string;
  children: ReactNode;
}) {
  return <BoardKeyContext.Provider value={boardKey}>{children}</BoardKeyContext.Provider>;
}

export function useBoard(): BoardConfig {
  const board = useContext(BoardContext);
  if (!board) throw new Error('useBoard() needs a <BoardProvider> above it');
  return board;
}

/** The board's key (the API path's segment), under a BoardProvider or a BoardKeyProvider. */
export function useBoardKey(): string {
  const key = useContext(BoardKeyContext);
  if (!key) throw new Error('useBoardKey() needs a <BoardProvider> or <BoardKeyProvider> above it');
  return key;
}
