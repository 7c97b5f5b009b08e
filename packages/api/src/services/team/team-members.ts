import { and, asc, eq, inArray } from 'drizzle-orm';
import { permissions, userPermissions, users } from '@jobboard/db/schema/accounts';
import { sessions } from '@jobboard/db/schema/auth';
import type { MemberPermissionsInput, TeamMember } from '../../contracts/team/team-members';
import {
  teamPermissionNames,
  type TeamPermission,
} from '../../contracts/team/team-permission-rules';
import { DomainError } from '../../errors';
import { grantPermissions } from '../auth/permissions';
import type { EmployerContext } from '../employer-companies/employer-context';
import type { Executor } from '../executor';
import { assertOtherManager, lockTeam } from './team-managers';

/** The team's members, oldest first (the creator on top), with their permissions. */
export async function listTeamMembers(ctx: EmployerContext): Promise<TeamMember[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.teamId, ctx.teamId), eq(users.guard, 'ats')))
    .orderBy(asc(users.id));
  const granted = await permissionsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    permissions: granted.get(r.id) ?? [],
    is_me: r.id === ctx.userId,
  }));
}

async function permissionsOf(
  db: Executor,
  userIds: number[],
): Promise<Map<number, TeamPermission[]>> {
  const out = new Map<number, TeamPermission[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: userPermissions.userId, name: permissions.name })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(inArray(userPermissions.userId, userIds));
  for (const id of userIds) {
    const names = rows.filter((r) => r.userId === id).map((r) => r.name);
    out.set(
      id,
      teamPermissionNames.filter((name) => names.includes(name)),
    );
  }
  return out;
}

/** A member of the caller's team, locked with it; another team's id is a 404. */
async function requireMember(tx: Executor, ctx: EmployerContext, memberId: number) {
  await lockTeam(tx, ctx.teamId);
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.teamId, ctx.teamId), eq(users.guard, 'ats')));
  if (!member) throw DomainError.notFound();
  return member;
}

/** Replaces a member's permissions; taking the team's last `manage_team` away is refused. */
export async function updateMemberPermissions(
  ctx: EmployerContext,
  memberId: number,
  input: MemberPermissionsInput,
): Promise<TeamMember> {
  await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx, memberId);
    if (!input.permissions.includes('manage_team')) {
      await assertOtherManager(tx, ctx.teamId, memberId);
    }
    await setPermissions(tx, memberId, input.permissions);
  });
  const member = (await listTeamMembers(ctx)).find((m) => m.id === memberId);
  if (!member) throw DomainError.notFound();
  return member;
}

export async function setPermissions(
  tx: Executor,
  userId: number,
  names: readonly TeamPermission[],
): Promise<void> {
  await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
  await grantPermissions(tx, userId, names);
}

/**
 * Takes a member out of the team: their account stays (it may join a team again by
 * invitation) but loses the team, its permissions and every session, so nothing they had open
 * acts for the team from now on. An account belongs to one team, so all its sessions were this
 * team's.
 */
export async function removeTeamMember(ctx: EmployerContext, memberId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx, memberId);
    await assertOtherManager(tx, ctx.teamId, memberId);
    await tx.delete(userPermissions).where(eq(userPermissions.userId, memberId));
    await tx.update(users).set({ teamId: null, updatedAt: ctx.now }).where(eq(users.id, memberId));
    await tx.delete(sessions).where(eq(sessions.userId, memberId));
  });
}
