import { operators } from '@jobboard/db/schema/operators';
import type { Database } from '@jobboard/db/client';
import { DomainError } from '../../errors';
import { issueEnrolmentToken } from './enrolment';
import { newTotpSecret } from './totp';

export interface NewOperator {
  email: string;
  /** 'all' follows the deployment's boards; otherwise these board keys only. */
  boards: 'all' | readonly string[];
}

/**
 * Creates an operator with a fresh TOTP secret and returns a one-time enrolment token: the
 * operator sets a password and proves the authenticator through it. An e-mail already taken is
 * a conflict (nothing is changed).
 */
export async function createOperator(
  db: Database,
  input: NewOperator,
  now = new Date(),
): Promise<{ id: number; token: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({
        email: input.email.trim().toLowerCase(),
        allBoards: input.boards === 'all',
        boards: input.boards === 'all' ? [] : [...input.boards],
        totpSecret: newTotpSecret(),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!row) throw DomainError.conflict();
    return { id: row.id, token: await issueEnrolmentToken(tx, row.id, now) };
  });
}
