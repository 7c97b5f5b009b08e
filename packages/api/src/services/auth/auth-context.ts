import type { Database } from '@jobboard/db/client';
import type { Guard } from '@jobboard/db/schema/enums';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import type { SessionPolicy } from './sessions';

/** What account services need from a request, as plain data. */
export interface AuthContext {
  db: Database;
  board: BoardConfig;
  locale: Locale;
  clientAddress: string;
  now: Date;
  sessionPolicy: SessionPolicy;
}

/**
 * Where an account lives: a candidate belongs to the board they signed up on; an employer to
 * no board (the unique key is guard + board + email, nulls not distinct).
 */
export function accountBoard(guard: Guard, board: BoardConfig): string | null {
  return guard === 'jobboard' ? board.key : null;
}

/** Rate-limit subject naming one account, known or not. */
export function accountSubject(guard: Guard, board: BoardConfig, email: string): string {
  return `${guard}:${accountBoard(guard, board) ?? '-'}:${email}`;
}
