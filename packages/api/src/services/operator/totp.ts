import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as authenticator apps use it: SHA-1, six digits, a 30 s step. */
export const TOTP_PERIOD_SECONDS = 30;

/** A new base32 secret (20 random bytes, what the authenticator apps expect). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://totp/...` URI the enrolment page shows as a QR code. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: 'Job board console', label: email, secret });
}

/**
 * The step (30 s window) a six-digit code belongs to, one step either side of now allowed for
 * clock drift; null when the code matches none, or only a step at or before `afterStep` (a code
 * already used cannot be replayed within its window).
 */
export async function totpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null = null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
