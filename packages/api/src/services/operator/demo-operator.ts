import { eq } from 'drizzle-orm';
import { operators } from '@jobboard/db/schema/operators';
import type { Database } from '@jobboard/db/client';
import { hashPassword } from '../auth/password-hash';
import { replaceRecoveryCodes } from './recovery-codes';

export const DEMO_OPERATOR_EMAIL = 'operator@demo.jobboard.test';
export const DEMO_OPERATOR_PASSWORD = 'Demo passphrase 2026';
/** Fixed so the demo's authenticator entry (and the e2e) can compute codes; base32, 20 bytes. */
export const DEMO_OPERATOR_TOTP_SECRET = 'DEMOOPERATORTOTPSECRET234567ABCD';

/**
 * The demo operator: every board, already enrolled with the fixed secret. Seeded with the other
 * demo accounts (never with SEED_DEMO=false); an existing one is left alone.
 */
export async function seedDemoOperator(
  db: Database,
  now = new Date(),
): Promise<{ created: number }> {
  // Runs at every start: when the operator is there, skip the deliberately slow hash.
  const [existing] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.email, DEMO_OPERATOR_EMAIL));
  if (existing) return { created: 0 };
  const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({
        email: DEMO_OPERATOR_EMAIL,
        passwordHash,
        allBoards: true,
        totpSecret: DEMO_OPERATOR_TOTP_SECRET,
        enrolledAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!row) return { created: 0 };
    await replaceRecoveryCodes(tx, row.id);
    return { created: 1 };
  });
}
