import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { teamInvitations, users } from '@jobboard/db/schema/accounts';
import type { InviteMemberInput, TeamInvitation } from '../../contracts/team/team-invitations';
import {
  INVITATION_VALID_DAYS,
  teamPermissionNames,
  type TeamPermission,
} from '../../contracts/team/team-permission-rules';
import { DomainError } from '../../errors';
import { randomSecret, sha256Hex } from '../auth/secrets';
import type { EmployerContext } from '../employer-companies/employer-context';
import type { Executor } from '../executor';
import { enqueueMail } from '../mail/enqueue-mail';
import { lockTeam } from './team-managers';

type InvitationRow = typeof teamInvitations.$inferSelect;

const validMs = INVITATION_VALID_DAYS * 24 * 60 * 60_000;

export function invitationDto(row: InvitationRow): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    permissions: knownPermissions(row.permissions),
    locale: row.language,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function knownPermissions(names: readonly string[]): TeamPermission[] {
  return teamPermissionNames.filter((name) => names.includes(name));
}

/** A fresh token: the mail gets it, the row keeps its hash and a new 7-day expiry. */
function freshToken(now: Date) {
  const token = randomSecret();
  return { token, tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + validMs) };
}

/**
 * Invites an address to the caller's team with the permissions it will hold, and mails the
 * link in the chosen language, board-branded. A newer invitation to the same address replaces
 * a pending one (its link dies); an address already in the team is refused.
 */
export async function inviteTeamMember(
  ctx: EmployerContext,
  input: InviteMemberInput,
): Promise<TeamInvitation> {
  return ctx.db.transaction(async (tx) => {
    const team = await lockTeam(tx, ctx.teamId);
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.teamId, ctx.teamId), eq(users.guard, 'ats'), eq(users.email, input.email)),
      );
    if (member) throw DomainError.conflict('invitation_member_exists');
    await tx
      .update(teamInvitations)
      .set({ revokedAt: ctx.now })
      .where(
        and(
          eq(teamInvitations.teamId, ctx.teamId),
          eq(teamInvitations.email, input.email),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
        ),
      );
    const { token, tokenHash, expiresAt } = freshToken(ctx.now);
    const [row] = await tx
      .insert(teamInvitations)
      .values({
        teamId: ctx.teamId,
        invitedBy: ctx.userId,
        email: input.email,
        permissions: [...input.permissions],
        language: input.locale,
        board: ctx.board,
        tokenHash,
        expiresAt,
        createdAt: ctx.now,
      })
      .returning();
    if (!row) throw new Error('invitation insert returned no row');
    await mailInvitation(tx, ctx, row, team.name, token);
    return invitationDto(row);
  });
}

async function mailInvitation(
  tx: Executor,
  ctx: EmployerContext,
  row: InvitationRow,
  teamName: string,
  token: string,
): Promise<void> {
  const [inviter] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, ctx.userId));
  await enqueueMail(tx, {
    board: row.board,
    to: row.email,
    locale: row.language,
    template: 'team-invitation',
    payload: {
      inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : teamName,
      teamName,
      permissions: knownPermissions(row.permissions),
      token,
    },
  });
}

/** Invitations still waiting for an answer (neither used, revoked nor expired), newest first. */
export async function listPendingInvitations(ctx: EmployerContext): Promise<TeamInvitation[]> {
  const rows = await ctx.db
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.teamId, ctx.teamId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, ctx.now),
      ),
    )
    .orderBy(desc(teamInvitations.id));
  return rows.map(invitationDto);
}

/**
 * An invitation of the caller's team not yet accepted or revoked (an expired one may still be
 * resent); another team's id, or one already settled, is a 404.
 */
async function requireOpenInvitation(
  tx: Executor,
  ctx: EmployerContext,
  id: number,
): Promise<InvitationRow> {
  const [row] = await tx
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.teamId, ctx.teamId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .for('update');
  if (!row) throw DomainError.notFound();
  return row;
}

/** A new token and 7 more days; the previous link stops working, since its hash is gone. */
export async function resendInvitation(ctx: EmployerContext, id: number): Promise<TeamInvitation> {
  return ctx.db.transaction(async (tx) => {
    const team = await lockTeam(tx, ctx.teamId);
    await requireOpenInvitation(tx, ctx, id);
    const { token, tokenHash, expiresAt } = freshToken(ctx.now);
    const [row] = await tx
      .update(teamInvitations)
      .set({ tokenHash, expiresAt, invitedBy: ctx.userId })
      .where(eq(teamInvitations.id, id))
      .returning();
    if (!row) throw DomainError.notFound();
    await mailInvitation(tx, ctx, row, team.name, token);
    return invitationDto(row);
  });
}

export async function revokeInvitation(ctx: EmployerContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireOpenInvitation(tx, ctx, id);
    await tx.update(teamInvitations).set({ revokedAt: ctx.now }).where(eq(teamInvitations.id, id));
  });
}
