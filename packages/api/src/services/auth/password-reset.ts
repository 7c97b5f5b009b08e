import { eq } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import type { Guard } from '@jobboard/db/schema/enums';
import type { ResetPasswordInput } from '../../contracts/auth';
import { DomainError } from '../../errors';
import { accountSubject, type AuthContext } from './auth-context';
import { assertPasswordAllowed } from './check-new-password';
import { findAccount } from './find-account';
import { enforceLimits } from './limits';
import { hashPassword } from './password-hash';
import { consumeSecureLink } from './secure-links';
import { sendAccountLink } from './send-account-link';
import { closeOtherSessions } from './sessions';

/**
 * Sends a reset link when the e-mail has an account. The caller answers the same either way, and
 * the limits count unknown e-mails too, so nothing tells which addresses have accounts.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  guard: Guard,
  email: string,
): Promise<void> {
  await enforceLimits(
    ctx.db,
    [
      ['forgotAddress', ctx.clientAddress],
      ['forgotAccount', accountSubject(guard, ctx.board, email)],
    ],
    ctx.now,
  );
  const user = await findAccount(ctx.db, guard, ctx.board, email);
  if (!user) return;
  await ctx.db.transaction((tx) => sendAccountLink(tx, ctx, user, 'password_reset'));
}

/**
 * Sets a new password from a reset link. The password is checked before the link is used, so a
 * refused password does not burn the link; then link use, new hash and the end of every session
 * of the user commit together.
 */
export async function resetPassword(ctx: AuthContext, input: ResetPasswordInput): Promise<void> {
  await enforceLimits(
    ctx.db,
    [
      ['resetAddress', ctx.clientAddress],
      ['resetSelector', input.selector],
    ],
    ctx.now,
  );
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeSecureLink(tx, {
      kind: 'password_reset',
      selector: input.selector,
      token: input.token,
      now: ctx.now,
    });
    if (userId === null) throw DomainError.invalidLink();
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now }).where(eq(users.id, userId));
    await closeOtherSessions(tx, userId);
  });
}
