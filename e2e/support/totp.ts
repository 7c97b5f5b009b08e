import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { runFile } from './run-file';

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

/**
 * The last step used, kept in a file of the run: Playwright starts a new worker after a
 * failed test, and a step the server saw from the previous worker must not be offered again.
 */
const stepFile = runFile('totp-last-step');
const lastStep = () => {
  try {
    return Number(readFileSync(stepFile, 'utf8')) || -1;
  } catch {
    return -1;
  }
};

/**
 * A code the server will take: it allows one step of drift either side but never a step twice
 * (nor one before the last used), so successive sign-ins in one run take the next step, waiting
 * for the clock when two steps ahead would be needed.
 */
export async function freshCode(base32Secret: string): Promise<string> {
  const current = Math.floor(Date.now() / 30_000);
  const step = Math.max(current, lastStep() + 1);
  if (step > current + 1) {
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 50));
  }
  writeFileSync(stepFile, String(step));
  return totp(base32Secret, step * 30_000);
}

/** The demo operator (README, "Operators"): demo data only, never with SEED_DEMO=false. */
export const demoOperator = {
  email: 'operator@demo.jobboard.test',
  password: 'Demo passphrase 2026',
  secret: 'DEMOOPERATORTOTPSECRET234567ABCD',
};
