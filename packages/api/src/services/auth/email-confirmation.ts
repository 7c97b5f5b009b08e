import { and, eq, isNull } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { DomainError } from '../../errors';
import type { UserRow } from './account-user';
import type { AuthContext } from './auth-context';
import { enforceLimits } from './limits';
import { consumeSecureLink } from './secure-links';
import { sendAccountLink } from './send-account-link';

/** Marks the address confirmed through a link; a used, old or tampered link is a 400. */
export async function confirmEmail(
  ctx: Pick<AuthContext, 'db' | 'now'>,
  link: { selector: string; token: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeSecureLink(tx, {
      kind: 'email_confirmation',
      ...link,
      now: ctx.now,
    });
    if (userId === null) throw DomainError.invalidLink();
    await tx
      .update(users)
      .set({ emailVerifiedAt: ctx.now, updatedAt: ctx.now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  });
}

/** A new confirmation mail for a signed-in user; 403 with a message once confirmed (spec 8). */
export async function resendConfirmation(ctx: AuthContext, user: UserRow): Promise<void> {
  if (user.emailVerifiedAt) throw DomainError.forbidden('email_already_confirmed');
  await enforceLimits(ctx.db, [['resendAccount', String(user.id)]], ctx.now);
  await ctx.db.transaction((tx) => sendAccountLink(tx, ctx, user, 'email_confirmation'));
}
