import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { newsletterSubscriptions } from '@jobboard/db/schema/newsletter';
import type { NewsletterTokenInput } from './confirm';
import { hashToken } from './newsletter-token';

/**
 * Cancels a subscription, pending or confirmed. Following the link twice still succeeds (people
 * click old mails), and the first cancellation time is kept. The pending confirmation token is
 * dropped so an old confirmation mail cannot resubscribe the address.
 */
export async function unsubscribeNewsletter(
  db: Database,
  { board, email, token, now = new Date() }: NewsletterTokenInput,
): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({
      unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
      tokenHash: null,
      tokenExpiresAt: null,
    })
    .where(
      and(
        eq(newsletterSubscriptions.board, board),
        eq(newsletterSubscriptions.email, email),
        eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length === 1;
}
