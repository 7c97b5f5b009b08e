import { eq } from 'drizzle-orm';
import type { Executor } from '../executor';
import { operators } from '@jobboard/db/schema/operators';
import { operatorBoards } from './scopes';

export type OperatorRow = typeof operators.$inferSelect;

/** What the console shows of the signed-in operator (never the secret or the hash). */
export interface OperatorDto {
  email: string;
  all_boards: boolean;
  boards: string[];
}

export async function findOperatorByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(operators.email, email.trim().toLowerCase()));
  return row ?? null;
}

export async function findOperatorById(db: Executor, id: number) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row ?? null;
}

export function toOperatorDto(row: OperatorRow, served: readonly string[]): OperatorDto {
  return { email: row.email, all_boards: row.allBoards, boards: operatorBoards(row, served) };
}
