import { and, eq, isNull } from 'drizzle-orm';
import { teamInvitations, teams, users } from '@jobboard/db/schema/accounts';
import type {
  AcceptInvitationInput,
  InvitationPreview,
} from '../../contracts/team/team-invitations';
import { DomainError } from '../../errors';
import { toAccountUser, type AccountUserDto, type UserRow } from '../auth/account-user';
import type { AuthContext } from '../auth/auth-context';
import { assertPasswordAllowed } from '../auth/check-new-password';
import { enforceLimits } from '../auth/limits';
import { hashPassword } from '../auth/password-hash';
import { sha256Hex } from '../auth/secrets';
import { openSession, type OpenedSession } from '../auth/sessions';
import type { Executor } from '../executor';
import { knownPermissions } from './team-invitations';
import { setPermissions } from './team-members';

type InvitationRow = typeof teamInvitations.$inferSelect;

/**
 * The invitation a mailed token names: unknown is a 404, one that existed but is used, revoked
 * or expired a 410 (the page then says to ask for a new one).
 */
async function usableInvitation(
  db: Executor,
  token: string,
  now: Date,
  lock = false,
): Promise<InvitationRow> {
  const query = db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.tokenHash, sha256Hex(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw DomainError.notFound();
  if (row.acceptedAt || row.revokedAt || row.expiresAt <= now) throw new DomainError('gone');
  return row;
}

async function employerByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.guard, 'ats'), isNull(users.board), eq(users.email, email)));
  return user;
}

/** Who invites, to which team, with which permissions: what the accept page shows. */
export async function previewInvitation(
  db: Executor,
  token: string,
  now: Date,
): Promise<InvitationPreview> {
  const row = await usableInvitation(db, token, now);
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, row.teamId));
  const [inviter] = row.invitedBy
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, row.invitedBy))
    : [];
  return {
    email: row.email,
    team_name: team?.name ?? '',
    inviter_name: inviter ? `${inviter.firstName} ${inviter.lastName}` : (team?.name ?? ''),
    permissions: knownPermissions(row.permissions),
    locale: row.language,
    expires_at: row.expiresAt.toISOString(),
    account_exists: (await employerByEmail(db, row.email)) !== undefined,
  };
}

export interface Accepted {
  user: AccountUserDto;
  /** A new account is signed in at once; a signed-in employer keeps their session. */
  session: OpenedSession | null;
}

/**
 * Accepts an invitation, once: the conditional update on `accepted_at` lets only one of two
 * simultaneous clicks through. With a password, a new employer account is made for the invited
 * address (confirmed, since the link reached that mailbox) and signed in; without, `signedIn`
 * must be the employer the invitation names, and must not belong to a team already: an
 * account belongs to one team (users.team_id).
 */
export async function acceptInvitation(
  ctx: AuthContext,
  input: AcceptInvitationInput,
  signedIn: UserRow | null,
): Promise<Accepted> {
  const creating = input.password !== undefined;
  // The token first: a made-up one costs no password hash (argon2 is slow on purpose).
  await usableInvitation(ctx.db, input.token, ctx.now);
  if (creating) {
    await enforceLimits(ctx.db, [['signupAddress', ctx.clientAddress]], ctx.now);
    assertPasswordAllowed(input.password!);
  }
  const passwordHash = creating ? await hashPassword(input.password!) : null;
  return ctx.db.transaction(async (tx) => {
    const row = await usableInvitation(tx, input.token, ctx.now, true);
    let user: UserRow;
    if (creating) {
      if (await employerByEmail(tx, row.email)) {
        throw DomainError.conflict('invitation_account_exists');
      }
      const [created] = await tx
        .insert(users)
        .values({
          guard: 'ats',
          board: null,
          teamId: row.teamId,
          firstName: input.first_name!,
          lastName: input.last_name!,
          email: row.email,
          emailVerifiedAt: ctx.now,
          passwordHash,
          language: row.language,
          phoneNumber: input.phone_number ? input.phone_number : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw DomainError.conflict('invitation_account_exists');
      user = created;
    } else {
      if (!signedIn) throw new DomainError('unauthorized');
      if (signedIn.guard !== 'ats' || signedIn.email !== row.email) {
        throw new DomainError('forbidden', {
          messageKey: 'invitation_wrong_account',
          params: { email: row.email },
        });
      }
      if (signedIn.teamId !== null) throw DomainError.conflict('invitation_has_team');
      const [joined] = await tx
        .update(users)
        .set({ teamId: row.teamId, emailVerifiedAt: signedIn.emailVerifiedAt ?? ctx.now })
        .where(and(eq(users.id, signedIn.id), isNull(users.teamId)))
        .returning();
      if (!joined) throw DomainError.conflict('invitation_has_team');
      user = joined;
    }
    await setPermissions(tx, user.id, knownPermissions(row.permissions));
    const [used] = await tx
      .update(teamInvitations)
      .set({ acceptedAt: ctx.now })
      .where(and(eq(teamInvitations.id, row.id), isNull(teamInvitations.acceptedAt)))
      .returning({ id: teamInvitations.id });
    if (!used) throw new DomainError('gone');
    const session = creating
      ? await openSession(tx, {
          userId: user.id,
          board: ctx.board.key,
          now: ctx.now,
          policy: ctx.sessionPolicy,
        })
      : null;
    return { user: await toAccountUser(tx, user), session };
  });
}
