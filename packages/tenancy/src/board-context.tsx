'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { BoardConfig } from './board-config';

const BoardContext = createContext<BoardConfig | null>(null);

/** The request's board for client components; the server resolved it from the host. */
export function BoardProvider({ board, children }: { board: BoardConfig; children: ReactNode }) {
  return <BoardContext.Provider value={board}>{children}</BoardContext.Provider>;
}

export function useBoard(): BoardConfig {
  const board = useContext(BoardContext);
  if (!board) throw new Error('useBoard() needs a <BoardProvider> above it');
  return board;
}
