import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { rateLimits } from '@jobboard/db/schema/mail';

export interface RateLimitRule {
  /** What is limited and for whom, e.g. `contact:hospitality:203.0.113.7`. */
  key: string;
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit against a fixed window and says whether it is within the limit. The counter is
 * one upsert, so concurrent requests on several instances cannot both slip under the limit.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  // Old windows of this key are dead weight: dropping them here keeps the table bounded.
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.key, rule.key), lt(rateLimits.windowStart, windowStart)));
  if ((row?.hits ?? 0) <= rule.limit) return { allowed: true };
  const windowEnd = windowStart.getTime() + rule.windowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}

/**
 * Takes back one hit of the current window: for limits that should count failures only, the
 * hit is counted before the attempt (so concurrent attempts cannot slip past the limit) and
 * released when it succeeds.
 */
export async function releaseRateLimitHit(
  db: Database,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  await db
    .update(rateLimits)
    .set({ hits: sql`GREATEST(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, rule.key), eq(rateLimits.windowStart, windowStart)));
}
