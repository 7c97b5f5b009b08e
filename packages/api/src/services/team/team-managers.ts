import { and, eq, ne, sql } from 'drizzle-orm';
import { permissions, teams, userPermissions, users } from '@jobboard/db/schema/accounts';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';

/**
 * Locks the team's row for the rest of the transaction: two managers demoting each other at the
 * same moment are then taken one after the other, and the second sees the first's change.
 */
export async function lockTeam(tx: Executor, teamId: number): Promise<{ name: string }> {
  const [team] = await tx
    .select({ name: teams.name })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('update');
  if (!team) throw DomainError.notFound();
  return team;
}

/**
 * The team always keeps a member who may manage it (issue 41): refuses a change that would take
 * `manage_team` from `userId` (or remove them) when no other member holds it. Call it after
 * `lockTeam`, in the same transaction.
 */
export async function assertOtherManager(
  tx: Executor,
  teamId: number,
  userId: number,
): Promise<void> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(userPermissions, eq(userPermissions.userId, users.id))
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(
      and(eq(users.teamId, teamId), ne(users.id, userId), eq(permissions.name, 'manage_team')),
    );
  if (!row || Number(row.count) === 0) throw DomainError.conflict('last_team_manager');
}
