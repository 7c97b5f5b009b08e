import { and, eq, gt, isNull } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { operatorEnrolmentTokens, operators } from '@jobboard/db/schema/operators';
import type { Executor } from '../executor';
import type { OperatorEnrolmentInput } from '../../contracts/operator/auth';
import { DomainError } from '../../errors';
import { assertPasswordAllowed } from '../auth/check-new-password';
import { enforceLimits } from '../auth/limits';
import { hashPassword } from '../auth/password-hash';
import { randomSecret, sha256Hex } from '../auth/secrets';
import type { OperatorContext } from './operator-context';
import { closeOperatorSessions } from './operator-sessions';
import { replaceRecoveryCodes } from './recovery-codes';
import { totpStep, totpUri } from './totp';

/** Long enough to reach a new operator by another channel, short enough not to linger. */
export const ENROLMENT_TOKEN_TTL_MS = 72 * 3_600_000;

/** A new one-time enrolment token for the operator (earlier unused ones die). */
export async function issueEnrolmentToken(
  db: Executor,
  operatorId: number,
  now: Date,
): Promise<string> {
  const token = randomSecret();
  await db
    .update(operatorEnrolmentTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorEnrolmentTokens.operatorId, operatorId),
        isNull(operatorEnrolmentTokens.usedAt),
      ),
    );
  await db.insert(operatorEnrolmentTokens).values({
    tokenHash: sha256Hex(token),
    operatorId,
    expiresAt: new Date(now.getTime() + ENROLMENT_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

export interface EnrolmentView {
  email: string;
  /** The `otpauth://` URI, also shown as text for apps that cannot scan. */
  uri: string;
  secret: string;
  /** The URI as a QR code, an SVG document. */
  qr_svg: string;
}

/** What the enrolment page shows for a live token; a used, expired or unknown one is a 400. */
export async function readEnrolment(
  db: Executor,
  token: string,
  now: Date,
): Promise<EnrolmentView> {
  const found = await liveToken(db, token, now);
  if (!found) throw DomainError.invalidLink();
  const uri = totpUri(found.email, found.totpSecret);
  return { email: found.email, uri, secret: found.totpSecret, qr_svg: renderSVG(uri) };
}

/**
 * Sets the password, proves the authenticator with a code from the secret the page showed, and
 * returns ten recovery codes, once. The token is spent in the same transaction, by a conditional
 * UPDATE, so it enrols once even when two requests race.
 */
export async function completeEnrolment(
  ctx: OperatorContext,
  input: OperatorEnrolmentInput,
): Promise<{ recovery_codes: string[] }> {
  await enforceLimits(
    ctx.db,
    [
      ['resetAddress', ctx.clientAddress],
      ['resetSelector', `operator:${sha256Hex(input.token)}`],
    ],
    ctx.now,
  );
  const found = await liveToken(ctx.db, input.token, ctx.now);
  if (!found) throw DomainError.invalidLink();
  assertPasswordAllowed(input.password);
  const step = await totpStep(found.totpSecret, input.code.replace(/\s/g, ''), ctx.now);
  if (step === null) throw DomainError.invalid({ code: ['operator_code_invalid'] });
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const spent = await tx
      .update(operatorEnrolmentTokens)
      .set({ usedAt: ctx.now })
      .where(
        and(eq(operatorEnrolmentTokens.id, found.tokenId), isNull(operatorEnrolmentTokens.usedAt)),
      )
      .returning({ id: operatorEnrolmentTokens.id });
    if (spent.length === 0) throw DomainError.invalidLink();
    await tx
      .update(operators)
      .set({ passwordHash, enrolledAt: ctx.now, lastTotpStep: step })
      .where(eq(operators.id, found.operatorId));
    // A re-enrolment (a lost phone) ends whatever sessions the old factor had opened.
    await closeOperatorSessions(tx, found.operatorId);
    return { recovery_codes: await replaceRecoveryCodes(tx, found.operatorId) };
  });
}

async function liveToken(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select({
      tokenId: operatorEnrolmentTokens.id,
      operatorId: operators.id,
      email: operators.email,
      totpSecret: operators.totpSecret,
    })
    .from(operatorEnrolmentTokens)
    .innerJoin(operators, eq(operators.id, operatorEnrolmentTokens.operatorId))
    .where(
      and(
        eq(operatorEnrolmentTokens.tokenHash, sha256Hex(token)),
        isNull(operatorEnrolmentTokens.usedAt),
        gt(operatorEnrolmentTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}
