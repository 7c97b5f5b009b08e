import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { operators } from '@jobboard/db/schema/operators';
import type { OperatorLoginInput } from '../../contracts/operator/auth';
import { DomainError } from '../../errors';
import { enforceLimits, releaseLimit } from '../auth/limits';
import { verifyPassword } from '../auth/password-hash';
import { recordAudit } from './audit/record-audit';
import { findOperatorByEmail, toOperatorDto, type OperatorDto } from './operator-account';
import type { OperatorContext } from './operator-context';
import { openOperatorSession, type OpenedOperatorSession } from './operator-sessions';
import { hasUnusedRecoveryCode, useRecoveryCode } from './recovery-codes';
import { totpStep } from './totp';

export interface OperatorSignedIn {
  operator: OperatorDto;
  session: OpenedOperatorSession;
}

/**
 * The password AND a second factor: a TOTP code (its step not used before) or an unused
 * recovery code, which is then spent. A missing or wrong code is a 401 whatever the password,
 * so nobody without the second factor learns whether a password was right; with a right code, a
 * wrong password is the accounts' usual 400 invalid_grant. Failures count against the same
 * limits as the boards' sign-in (per account, per address).
 */
export async function operatorSignIn(
  ctx: OperatorContext,
  input: OperatorLoginInput,
): Promise<OperatorSignedIn> {
  const account = `operator:${input.email}`;
  await enforceLimits(
    ctx.db,
    [
      ['loginAddress', ctx.clientAddress],
      ['loginAccount', account],
    ],
    ctx.now,
  );
  const found = await findOperatorByEmail(ctx.db, input.email);
  // Not enrolled yet: no password to check, the same answers as an unknown address.
  const operator = found?.enrolledAt ? found : null;
  const passwordOk = await verifyPassword(operator?.passwordHash ?? null, input.password);
  const factor = operator ? await secondFactor(ctx, operator, input.code) : null;
  if (!factor) throw codeRequired();
  if (!operator || !passwordOk) throw DomainError.invalidGrant();
  // Spent in one conditional UPDATE each: two sign-ins racing with one code cannot both pass.
  const spent =
    factor.kind === 'totp'
      ? (
          await ctx.db
            .update(operators)
            .set({ lastTotpStep: factor.step })
            .where(
              and(
                eq(operators.id, operator.id),
                or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, factor.step)),
              ),
            )
            .returning({ id: operators.id })
        ).length > 0
      : await useRecoveryCode(ctx.db, operator.id, input.code, ctx.now);
  if (!spent) throw codeRequired();
  await releaseLimit(ctx.db, 'loginAccount', account, ctx.now);
  await releaseLimit(ctx.db, 'loginAddress', ctx.clientAddress, ctx.now);
  const session = await ctx.db.transaction(async (tx) => {
    const opened = await openOperatorSession(tx, operator.id, ctx.now);
    await recordAudit(tx, { operator, action: 'sign_in', now: ctx.now });
    return opened;
  });
  return { operator: toOperatorDto(operator, ctx.boardKeys), session };
}

type Factor = { kind: 'totp'; step: number } | { kind: 'recovery' };

async function secondFactor(
  ctx: OperatorContext,
  operator: { id: number; totpSecret: string; lastTotpStep: number | null },
  code: string,
): Promise<Factor | null> {
  const compact = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(compact)) {
    const step = await totpStep(operator.totpSecret, compact, ctx.now, operator.lastTotpStep);
    return step === null ? null : { kind: 'totp', step };
  }
  return (await hasUnusedRecoveryCode(ctx.db, operator.id, code)) ? { kind: 'recovery' } : null;
}

function codeRequired(): DomainError {
  return new DomainError('unauthorized', { messageKey: 'operator_code_required' });
}
