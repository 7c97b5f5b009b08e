import type { Guard } from '@jobboard/db/schema/enums';
import type { LoginInput } from '../../contracts/auth';
import { DomainError } from '../../errors';
import { toAccountUser, type AccountUserDto } from './account-user';
import { accountSubject, type AuthContext } from './auth-context';
import { findAccount } from './find-account';
import { enforceLimits, releaseLimit } from './limits';
import { verifyPassword } from './password-hash';
import { openSession, type OpenedSession } from './sessions';
import { teamSuspended } from './team-standing';

export interface SignedIn {
  user: AccountUserDto;
  session: OpenedSession;
}

/**
 * Checks the credentials and opens a new session (a new token at every sign-in). Candidates sign
 * in on their own board only; employers on any board's host.
 */
export async function signIn(ctx: AuthContext, guard: Guard, input: LoginInput): Promise<SignedIn> {
  const account = accountSubject(guard, ctx.board, input.email);
  await enforceLimits(
    ctx.db,
    [
      ['loginAddress', ctx.clientAddress],
      ['loginAccount', account],
    ],
    ctx.now,
  );
  const user = await findAccount(ctx.db, guard, ctx.board, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  // The spec's 400 `invalid_grant`: same answer for an unknown e-mail and a wrong password.
  if (!user || !ok) throw DomainError.invalidGrant();
  // Only failures count: an owner signing in often is not a guess, and neither is an office (or a
  // school, a hotel's staff room) whose people all sign in from one address.
  await releaseLimit(ctx.db, 'loginAccount', account, ctx.now);
  await releaseLimit(ctx.db, 'loginAddress', ctx.clientAddress, ctx.now);
  // Told only to whoever knows the password: a suspended team's member learns why, no one else
  // (and is no guesser: the limits were released above, so reinstatement finds no lockout).
  if (guard === 'ats' && (await teamSuspended(ctx.db, user.teamId))) {
    throw DomainError.accountSuspended();
  }
  const session = await openSession(ctx.db, {
    userId: user.id,
    board: ctx.board.key,
    now: ctx.now,
    policy: ctx.sessionPolicy,
  });
  return { user: await toAccountUser(ctx.db, user), session };
}
