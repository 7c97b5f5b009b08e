import { eq, sql } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { DomainError } from '../../errors';
import type { UserRow } from './account-user';
import type { AuthContext } from './auth-context';
import { enforceLimits } from './limits';
import { consumeSecureLink } from './secure-links';
import { sendAccountLink } from './send-account-link';
import { openSession, type OpenedSession } from './sessions';

/**
 * Marks the address confirmed through a link (a used, old or tampered link is a 400) and signs
 * its user in: sign-up opens no session (issue 20), so following the link is how a new account
 * first signs in. A candidate is signed in only on their own board's host; elsewhere the address
 * is confirmed and no session opened.
 */
export async function confirmEmail(
  ctx: Pick<AuthContext, 'db' | 'now' | 'board' | 'sessionPolicy'>,
  link: { selector: string; token: string },
): Promise<OpenedSession | null> {
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeSecureLink(tx, {
      kind: 'email_confirmation',
      ...link,
      now: ctx.now,
    });
    if (userId === null) throw DomainError.invalidLink();
    const [user] = await tx
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${ctx.now})`,
        updatedAt: ctx.now,
      })
      .where(eq(users.id, userId))
      .returning({ guard: users.guard, board: users.board });
    if (!user || (user.guard === 'jobboard' && user.board !== ctx.board.key)) return null;
    return openSession(tx, {
      userId,
      board: ctx.board.key,
      now: ctx.now,
      policy: ctx.sessionPolicy,
    });
  });
}

/** A new confirmation mail for a signed-in user; 403 with a message once confirmed (spec 8). */
export async function resendConfirmation(ctx: AuthContext, user: UserRow): Promise<void> {
  if (user.emailVerifiedAt) throw DomainError.forbidden('email_already_confirmed');
  await enforceLimits(ctx.db, [['resendAccount', String(user.id)]], ctx.now);
  await ctx.db.transaction((tx) => sendAccountLink(tx, ctx, user, 'email_confirmation'));
}
