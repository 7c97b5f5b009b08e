import { and, eq, isNotNull } from 'drizzle-orm';
import { teams } from '@jobboard/db/schema/accounts';
import type { Executor } from '../executor';

/** Whether an operator suspended this team (issue 40); a user without a team is not suspended. */
export async function teamSuspended(db: Executor, teamId: number | null): Promise<boolean> {
  if (teamId === null) return false;
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), isNotNull(teams.suspendedAt)));
  return row !== undefined;
}
