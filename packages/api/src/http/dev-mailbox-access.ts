import type { ApiEnv } from '../env';
import { clientAddress, isLoopback } from './client-address';

/**
 * Whether this request may read the dev mailbox. Only while mail is not really delivered (no
 * SMTP_URL) and DEV_MAILBOX is not false. A production build without SMTP (e2e, demos) answers
 * loopback clients only: stored mail holds people's messages and, later, sign-in links.
 */
export function devMailboxOpen(
  env: Pick<ApiEnv, 'devMailbox' | 'production' | 'trustedProxy'>,
  headers: Headers,
): boolean {
  if (!env.devMailbox) return false;
  return !env.production || isLoopback(clientAddress(headers, env.trustedProxy));
}
