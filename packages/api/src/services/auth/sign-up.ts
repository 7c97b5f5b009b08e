import { and, eq, isNull } from 'drizzle-orm';
import { teams, users } from '@jobboard/db/schema/accounts';
import type { Guard } from '@jobboard/db/schema/enums';
import type { CandidateSignup, EmployerSignup } from '../../contracts/auth';
import type { Executor } from '../executor';
import { enqueueMail } from '../mail/enqueue-mail';
import { accountBoard, accountSubject, type AuthContext } from './auth-context';
import { assertPasswordAllowed } from './check-new-password';
import { enforceLimits } from './limits';
import { hashPassword } from './password-hash';
import { grantPermissions } from './permissions';
import { sendAccountLink } from './send-account-link';

/**
 * Registers an address without telling whether it already had an account (issue 20): the caller
 * answers the same "check your mailbox" either way and signs no one in. A new address gets its
 * account (unconfirmed) and the confirmation link, which signs the user in when followed; a
 * registered one is left as it is and its owner is told by mail. The password is hashed on both
 * paths so the answer takes as long.
 */
export async function signUp(
  ctx: AuthContext,
  guard: Guard,
  input: CandidateSignup | EmployerSignup,
): Promise<void> {
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
  const board = accountBoard(guard, ctx.board);

  await ctx.db.transaction(async (tx) => {
    const teamId = guard === 'ats' ? await createTeam(tx, input, ctx.board.key) : null;
    const [user] = await tx
      .insert(users)
      .values({
        guard,
        board,
        teamId,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        passwordHash,
        language: ctx.locale,
        phoneNumber: 'phone_number' in input && input.phone_number ? input.phone_number : null,
      })
      // An existing address (or a concurrent sign-up with it) loses here, without a 500.
      .onConflictDoNothing()
      .returning();
    if (user) {
      // A team's first employer holds every permission; others may be given fewer.
      if (guard === 'ats') await grantPermissions(tx, user.id);
      await sendAccountLink(tx, ctx, user, 'email_confirmation');
      return;
    }
    // The new team was for the account that was not made.
    if (teamId !== null) await tx.delete(teams).where(eq(teams.id, teamId));
    await tellOwner(tx, ctx, guard, board, input.email);
  });
}

async function tellOwner(
  tx: Executor,
  ctx: AuthContext,
  guard: Guard,
  board: string | null,
  email: string,
): Promise<void> {
  const [owner] = await tx
    .select({ firstName: users.firstName, language: users.language, teamId: users.teamId })
    .from(users)
    .where(
      and(
        eq(users.guard, guard),
        board === null ? isNull(users.board) : eq(users.board, board),
        eq(users.email, email),
      ),
    )
    .limit(1);
  // The insert lost, so the owner exists; a concurrent account deletion may have removed it.
  if (!owner) return;
  await enqueueMail(tx, {
    board: ctx.board.key,
    to: email,
    locale: owner.language,
    template: 'signup-attempt',
    payload: { firstName: owner.firstName, employer: guard === 'ats' },
  });
}

/** The team is of the board it signed up on: that board's operators see it in the console. */
async function createTeam(tx: Executor, input: CandidateSignup, board: string): Promise<number> {
  const [team] = await tx
    .insert(teams)
    .values({ name: `${input.first_name} ${input.last_name}`, board })
    .returning({ id: teams.id });
  if (!team) throw new Error('team insert returned no row');
  return team.id;
}
