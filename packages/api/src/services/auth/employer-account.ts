import { eq } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import type { ChangePasswordInput, EmployerProfileInput } from '../../contracts/auth';
import { DomainError } from '../../errors';
import { loadAccountUser, type AccountUserDto, type UserRow } from './account-user';
import type { AuthContext } from './auth-context';
import { assertPasswordAllowed } from './check-new-password';
import { hashPassword, verifyPassword } from './password-hash';
import { closeOtherSessions } from './sessions';

/**
 * Changes the password of a signed-in user who proves the current one. Every other session of
 * the user ends (a thief's included); the one making the change stays signed in.
 */
export async function changePassword(
  ctx: AuthContext,
  user: UserRow,
  sessionId: number,
  input: ChangePasswordInput,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw DomainError.invalid({ current_password: ['current_password_wrong'] });
  }
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now }).where(eq(users.id, user.id));
    await closeOtherSessions(tx, user.id, sessionId);
  });
}

export async function updateEmployerProfile(
  ctx: Pick<AuthContext, 'db' | 'now'>,
  user: UserRow,
  input: EmployerProfileInput,
): Promise<AccountUserDto> {
  await ctx.db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      phoneNumber: input.phone_number || null,
      ...(input.language ? { language: input.language } : {}),
      updatedAt: ctx.now,
    })
    .where(eq(users.id, user.id));
  const updated = await loadAccountUser(ctx.db, user.id);
  if (!updated) throw DomainError.notFound();
  return updated;
}
