import { and, asc, eq, isNotNull, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@jobboard/db/client';
import { permissions, userPermissions, users } from '@jobboard/db/schema/accounts';
import { grantPermissions } from '../auth/permissions';

/**
 * Teams made before manage_team existed (issue 41) have no member who may manage them, and the
 * team page would be closed to all. Their first member, the one whose sign-up made the team,
 * gets manage_team and manage_billing, as a team's creator has today; the others keep what they
 * hold. Runs after the migrations at every start: a team that has a manager is left alone, so it
 * does nothing once done.
 */
export async function ensureTeamManagers(db: Database): Promise<number> {
  const member = alias(users, 'member');
  const managers = db
    .select({ one: userPermissions.userId })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .innerJoin(member, eq(member.id, userPermissions.userId))
    .where(and(eq(member.teamId, users.teamId), eq(permissions.name, 'manage_team')));
  const rows = await db
    .select({ id: users.id, teamId: users.teamId })
    .from(users)
    .where(and(eq(users.guard, 'ats'), isNotNull(users.teamId), notExists(managers)))
    .orderBy(asc(users.id));
  const firstOfTeam = new Map<number, number>();
  for (const row of rows) if (!firstOfTeam.has(row.teamId!)) firstOfTeam.set(row.teamId!, row.id);
  if (firstOfTeam.size === 0) return 0;
  await db.transaction(async (tx) => {
    for (const userId of firstOfTeam.values()) {
      await grantPermissions(tx, userId, ['manage_team', 'manage_billing']);
    }
  });
  return firstOfTeam.size;
}
