import { and, eq, isNull } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import type { Guard } from '@jobboard/db/schema/enums';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { Executor } from '../executor';
import type { UserRow } from './account-user';
import { accountBoard } from './auth-context';

/** The account an e-mail names for this guard on this board (candidates are per board). */
export async function findAccount(
  db: Executor,
  guard: Guard,
  board: BoardConfig,
  email: string,
): Promise<UserRow | null> {
  const home = accountBoard(guard, board);
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.guard, guard),
        eq(users.email, email),
        home === null ? isNull(users.board) : eq(users.board, home),
      ),
    );
  return row ?? null;
}
