import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SecureLinkKind } from '@jobboard/db/schema/auth';
import { secureLinks } from '@jobboard/db/schema/auth';
import type { Executor } from '../executor';
import { randomSecret, sha256Hex } from './secrets';

export const secureLinkLifetimeMs: Record<SecureLinkKind, number> = {
  email_confirmation: 24 * 3_600_000,
  password_reset: 3_600_000,
};

export interface IssuedLink {
  selector: string;
  token: string;
}

/**
 * A new link of one kind for a user. Older unused links of that kind are voided in the same
 * transaction, so only the latest mail works.
 */
export async function issueSecureLink(
  tx: Executor,
  input: { userId: number; kind: SecureLinkKind; now: Date },
): Promise<IssuedLink> {
  await tx
    .update(secureLinks)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(secureLinks.userId, input.userId),
        eq(secureLinks.kind, input.kind),
        isNull(secureLinks.usedAt),
      ),
    );
  const selector = randomSecret(16);
  const token = randomSecret(32);
  await tx.insert(secureLinks).values({
    selector,
    tokenHash: sha256Hex(token),
    kind: input.kind,
    userId: input.userId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + secureLinkLifetimeMs[input.kind]),
  });
  return { selector, token };
}

interface LinkQuery {
  kind: SecureLinkKind;
  selector: string;
  token: string;
  now: Date;
}

const usable = (q: LinkQuery) =>
  and(
    eq(secureLinks.selector, q.selector),
    eq(secureLinks.kind, q.kind),
    // Equality on a hash of the token: no timing leak about the token itself.
    eq(secureLinks.tokenHash, sha256Hex(q.token)),
    isNull(secureLinks.usedAt),
    gt(secureLinks.expiresAt, q.now),
  );

/** Whether a link would work now, without using it (the pages check before showing a form). */
export async function peekSecureLink(tx: Executor, q: LinkQuery): Promise<number | null> {
  const [row] = await tx.select({ userId: secureLinks.userId }).from(secureLinks).where(usable(q));
  return row?.userId ?? null;
}

/**
 * Uses a link: one conditional UPDATE, so of two simultaneous uses exactly one gets the row back.
 * Returns the user id, or null for an unknown, tampered, expired, voided or used link.
 */
export async function consumeSecureLink(tx: Executor, q: LinkQuery): Promise<number | null> {
  const [row] = await tx
    .update(secureLinks)
    .set({ usedAt: q.now })
    .where(usable(q))
    .returning({ userId: secureLinks.userId });
  return row?.userId ?? null;
}
