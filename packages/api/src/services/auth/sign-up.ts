import { teams, users } from '@jobboard/db/schema/accounts';
import type { Guard } from '@jobboard/db/schema/enums';
import type { CandidateSignup, EmployerSignup } from '../../contracts/auth';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';
import { toAccountUser, type AccountUserDto } from './account-user';
import { accountBoard, accountSubject, type AuthContext } from './auth-context';
import { assertPasswordAllowed } from './check-new-password';
import { enforceLimits } from './limits';
import { hashPassword } from './password-hash';
import { grantPermissions } from './permissions';
import { sendAccountLink } from './send-account-link';
import { openSession, type OpenedSession } from './sessions';

export interface SignedIn {
  user: AccountUserDto;
  session: OpenedSession;
}

/**
 * Creates the account, queues its confirmation mail and signs it in, all in one transaction: the
 * spec shows a new user signed in with the "confirm your e-mail" alert.
 */
export async function signUp(
  ctx: AuthContext,
  guard: Guard,
  input: CandidateSignup | EmployerSignup,
): Promise<SignedIn> {
  await enforceLimits(
    ctx.db,
    [
      ['signupAddress', ctx.clientAddress],
      ['signupAccount', accountSubject(guard, ctx.board, input.email)],
    ],
    ctx.now,
  );
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);

  return ctx.db.transaction(async (tx) => {
    const teamId = guard === 'ats' ? await createTeam(tx, input) : null;
    const [user] = await tx
      .insert(users)
      .values({
        guard,
        board: accountBoard(guard, ctx.board),
        teamId,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        passwordHash,
        language: ctx.locale,
        phoneNumber: 'phone_number' in input && input.phone_number ? input.phone_number : null,
      })
      // A concurrent sign-up with the same e-mail loses here instead of raising a 500.
      .onConflictDoNothing()
      .returning();
    if (!user) throw DomainError.invalid({ email: ['email_taken'] });
    // A team's first employer holds every permission; others may be given fewer.
    if (guard === 'ats') await grantPermissions(tx, user.id);
    await sendAccountLink(tx, ctx, user, 'email_confirmation');
    const session = await openSession(tx, {
      userId: user.id,
      board: ctx.board.key,
      now: ctx.now,
      policy: ctx.sessionPolicy,
    });
    return { user: await toAccountUser(tx, user), session };
  });
}

async function createTeam(tx: Executor, input: CandidateSignup): Promise<number> {
  const [team] = await tx
    .insert(teams)
    .values({ name: `${input.first_name} ${input.last_name}` })
    .returning({ id: teams.id });
  if (!team) throw new Error('team insert returned no row');
  return team.id;
}
