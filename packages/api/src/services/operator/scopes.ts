import type { operators } from '@jobboard/db/schema/operators';

export type OperatorScope = Pick<typeof operators.$inferSelect, 'allBoards' | 'boards'>;

/**
 * The boards an operator may see, among the boards this deployment serves: every console query
 * filters by this list. "All" follows the deployment (a board added later is included); a named
 * board the deployment no longer serves is left out.
 */
export function operatorBoards(operator: OperatorScope, served: readonly string[]): string[] {
  if (operator.allBoards) return [...served];
  return served.filter((key) => operator.boards.includes(key));
}

/** Whether one board is within the operator's scope. */
export function operatorMaySee(
  operator: OperatorScope,
  served: readonly string[],
  board: string,
): boolean {
  return operatorBoards(operator, served).includes(board);
}
