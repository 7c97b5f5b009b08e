import { commonPasswordChunks } from './common-password-list';

let common: Set<string> | undefined;

/** The list is built on first use: most requests never check a password. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(commonPasswordChunks.flatMap((chunk) => chunk.split(' ')));
  return common.has(password.toLowerCase());
}
