import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's minimum argon2id setting: 19 MiB, 2 passes, 1 lane (about 30-60 ms here). */
const options: Options = {
  // Algorithm.Argon2id: the package's enum is a const enum, which isolatedModules cannot inline.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no account (or no password set) it still hashes,
 * against a throwaway hash, so response times do not tell which e-mails have accounts.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(`unused-${Date.now()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
