import { notFound } from 'next/navigation';
import { resolveBoard as resolveIn } from '@jobboard/tenancy/resolve-board';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { boards } from '@jobboard/tenants/registry';

export function findBoard(key: string): BoardConfig | null {
  return boards.find((b) => b.key === key) ?? null;
}

export function boardForHost(host: string | null): BoardConfig | null {
  return resolveIn(boards, host, {
    defaultBoard: process.env.DEFAULT_BOARD || 'hospitality',
    production: process.env.NODE_ENV === 'production' && process.env.ALLOW_UNKNOWN_HOSTS !== 'true',
  });
}

/** For server components: the board of the internal /{board}/... segment the proxy rewrote to. */
export function requireBoard(key: string): BoardConfig {
  const board = findBoard(key);
  if (!board) notFound();
  return board;
}
