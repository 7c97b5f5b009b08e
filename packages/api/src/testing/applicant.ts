import { eq } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { applications } from '@jobboard/db/schema/candidates';
import { signUp } from './accounts';
import type { TestApp } from './test-app';

/**
 * A new candidate `{name}@example.com` (first name `name` capitalised, last name Test), signed
 * in, with one application to `offerId` in the language `lg`.
 */
export async function candidateWithApplication(
  t: TestApp,
  offerId: number,
  name: string,
  lg: 'fr' | 'en',
  board = 'hospitality',
): Promise<{ cookie: string; applicationId: number }> {
  const email = `${name}@example.com`;
  const cookie = await signUp(t, 'jobboard', email);
  const [user] = await t.handle.db
    .update(users)
    .set({ firstName: name[0]!.toUpperCase() + name.slice(1), lastName: 'Test' })
    .where(eq(users.email, email))
    .returning();
  const [application] = await t.handle.db
    .insert(applications)
    .values({ offerId, userId: user!.id, board, language: lg })
    .returning();
  return { cookie, applicationId: application!.id };
}
