import type { Database } from '@jobboard/db/client';
import { addressKey } from '../rate-limit/address-key';
import { DomainError } from '../../errors';
import {
  hitRateLimit,
  releaseRateLimitHit,
  type RateLimitRule,
} from '../rate-limit/hit-rate-limit';

/**
 * Brute-force limits, per account (the e-mail, known or not, so the limit says nothing about
 * existence) and per client address. Tight enough to stop guessing, loose enough for typos.
 */
export const authLimits = {
  loginAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginAddress: { limit: 50, windowMs: 15 * 60_000 },
  signupAccount: { limit: 5, windowMs: 60 * 60_000 },
  signupAddress: { limit: 10, windowMs: 60 * 60_000 },
  forgotAccount: { limit: 3, windowMs: 60 * 60_000 },
  forgotAddress: { limit: 10, windowMs: 60 * 60_000 },
  resetSelector: { limit: 5, windowMs: 15 * 60_000 },
  resetAddress: { limit: 20, windowMs: 15 * 60_000 },
  resendAccount: { limit: 3, windowMs: 15 * 60_000 },
  // Apply-and-register posts carry a file: a burst from one address is refused quickly.
  applyRegisterAddress: { limit: 10, windowMs: 60_000 },
} satisfies Record<string, Omit<RateLimitRule, 'key'>>;

export type AuthLimitName = keyof typeof authLimits;

/** Counts one hit on each named limit; the first one over its limit answers 429 + Retry-After. */
export async function enforceLimits(
  db: Database,
  hits: [AuthLimitName, string][],
  now: Date,
): Promise<void> {
  for (const [name, subject] of hits) {
    const result = await hitRateLimit(
      db,
      { key: limitKey(name, subject), ...authLimits[name] },
      now,
    );
    if (!result.allowed) throw DomainError.rateLimited(result.retryAfterSeconds);
  }
}

/** Takes back the hit `enforceLimits` counted, for a limit meant to count failures only. */
export async function releaseLimit(
  db: Database,
  name: AuthLimitName,
  subject: string,
  now: Date,
): Promise<void> {
  await releaseRateLimitHit(db, { key: limitKey(name, subject), ...authLimits[name] }, now);
}

/** Per-address limits count an IPv6 client by its /64 (addressKey). */
function limitKey(name: AuthLimitName, subject: string): string {
  return `auth:${name}:${name.endsWith('Address') ? addressKey(subject) : subject}`;
}
