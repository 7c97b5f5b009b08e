import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { operatorRecoveryCodes } from '@jobboard/db/schema/operators';
import type { Executor } from '../executor';
import { sha256Hex } from '../auth/secrets';

export const RECOVERY_CODE_COUNT = 10;

/** Crockford-like alphabet without look-alikes (0/O, 1/I/L): codes get typed from paper. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** One code: 16 characters (about 79 bits) shown as four groups, e.g. `ABCD-EFGH-JKMN-PQRS`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Typed codes are compared without case, spaces or dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * Replaces an operator's recovery codes with ten new ones and returns them in clear, once: only
 * their SHA-256 is kept (they are long random values, so a fast hash is enough).
 */
export async function replaceRecoveryCodes(db: Executor, operatorId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await db.insert(operatorRecoveryCodes).values(
    codes.map((code) => ({
      operatorId,
      codeHash: sha256Hex(normalizeRecoveryCode(code)),
    })),
  );
  return codes;
}

/** Whether the code is one of the operator's unused ones (nothing is marked). */
export async function hasUnusedRecoveryCode(
  db: Executor,
  operatorId: number,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: operatorRecoveryCodes.id })
    .from(operatorRecoveryCodes)
    .where(unusedCode(operatorId, code));
  return row !== undefined;
}

/** Marks the code used in one conditional UPDATE: two simultaneous sign-ins cannot both use it. */
export async function useRecoveryCode(
  db: Executor,
  operatorId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(unusedCode(operatorId, code))
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length > 0;
}

function unusedCode(operatorId: number, code: string) {
  return and(
    eq(operatorRecoveryCodes.operatorId, operatorId),
    eq(operatorRecoveryCodes.codeHash, sha256Hex(normalizeRecoveryCode(code))),
    isNull(operatorRecoveryCodes.usedAt),
  );
}
