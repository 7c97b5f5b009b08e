import { eq } from 'drizzle-orm';
import { operatorEnrolmentTokens, operators } from '@jobboard/db/schema/operators';
import type { Database } from '@jobboard/db/client';
import { hashPassword } from '../auth/password-hash';
import { sha256Hex } from '../auth/secrets';
import { ENROLMENT_TOKEN_TTL_MS } from './enrolment';
import { replaceRecoveryCodes } from './recovery-codes';
import { newTotpSecret } from './totp';

export const DEMO_OPERATOR_EMAIL = 'operator@demo.jobboard.test';
export const DEMO_OPERATOR_PASSWORD = 'Demo passphrase 2026';
/** Fixed so the demo's authenticator entry (and the e2e) can compute codes; base32, 20 bytes. */
export const DEMO_OPERATOR_TOTP_SECRET = 'DEMOOPERATORTOTPSECRET234567ABCD';

/**
 * A second demo operator, of hospitality only and not yet enrolled, with a fixed one-time
 * enrolment link (`/fr/activation/<token>` on the console host, valid 72 hours from the first
 * start): the demo shows enrolment, and the e2e enrols through the page as a new operator would.
 * Public like the demo secret, so demo data only.
 */
export const DEMO_ENROLMENT_EMAIL = 'new-operator@demo.jobboard.test';
export const DEMO_ENROLMENT_TOKEN = 'demo-enrolment-link-for-the-demo-only';

async function seedDemoEnrolment(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({
        email: DEMO_ENROLMENT_EMAIL,
        allBoards: false,
        boards: ['hospitality'],
        totpSecret: newTotpSecret(),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!row) return 0;
    await tx.insert(operatorEnrolmentTokens).values({
      tokenHash: sha256Hex(DEMO_ENROLMENT_TOKEN),
      operatorId: row.id,
      expiresAt: new Date(now.getTime() + ENROLMENT_TOKEN_TTL_MS),
      createdAt: now,
    });
    return 1;
  });
}

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
  const enrolment = await seedDemoEnrolment(db, now);
  if (existing) return { created: enrolment };
  const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  const demo = await db.transaction(async (tx) => {
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
    if (!row) return 0;
    await replaceRecoveryCodes(tx, row.id);
    return 1;
  });
  return { created: demo + enrolment };
}
