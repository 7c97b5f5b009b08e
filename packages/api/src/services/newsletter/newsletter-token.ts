import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: unguessable, and short enough for a link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored, so the table alone cannot confirm or cancel a subscription. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
