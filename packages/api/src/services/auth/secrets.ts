import { createHash, randomBytes } from 'node:crypto';

/** A random value for cookies and links: 32 bytes (256 bits) unless told, base64url. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Tokens are random and long, so a fast hash is enough (no salt or stretching needed, unlike
 * passwords): it only keeps a stolen table from being replayed.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
