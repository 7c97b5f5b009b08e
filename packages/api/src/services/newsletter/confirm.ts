import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { newsletterSubscriptions } from '@jobboard/db/schema/newsletter';
import { hashToken } from './newsletter-token';

export interface NewsletterTokenInput {
  board: string;
  email: string;
  token: string;
  now?: Date;
}

/**
 * Confirms a pending subscription. The token hash is cleared by the same UPDATE that checks it,
 * so of two clicks racing on one link exactly one succeeds. False for an unknown, used or
 * expired link alike: the page need not (and must not) say which.
 */
export async function confirmNewsletter(
  db: Database,
  { board, email, token, now = new Date() }: NewsletterTokenInput,
): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now, tokenHash: null, tokenExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscriptions.board, board),
        eq(newsletterSubscriptions.email, email),
        eq(newsletterSubscriptions.tokenHash, hashToken(token)),
        gt(newsletterSubscriptions.tokenExpiresAt, now),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length === 1;
}
