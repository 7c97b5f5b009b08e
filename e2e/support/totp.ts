import { createHmac } from 'node:crypto';

/**
 * RFC 6238 (TOTP, SHA-1, 30 s, 6 digits) written out from the RFC rather than taken from the
 * library the server uses, so a test signing in checks the server against the standard.
 */
export function totp(base32Secret: string, at = Date.now(), stepOffset = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + stepOffset));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** The demo operator (README, "Operators"): demo data only, never with SEED_DEMO=false. */
export const demoOperator = {
  email: 'operator@demo.jobboard.test',
  password: 'Demo passphrase 2026',
  secret: 'DEMOOPERATORTOTPSECRET234567ABCD',
};
