import { isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { newsletterSubscriptions } from '@jobboard/db/schema/newsletter';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { DomainError } from '../../errors';
import { enqueueMail } from '../mail/enqueue-mail';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';
import { hashToken, newToken } from './newsletter-token';
import { addressKey } from '../rate-limit/address-key';

/** Per client address: a person retrying a typo is fine, a script filling the table is not. */
export const newsletterRateLimit = { limit: 5, windowMs: 10 * 60_000 };
/**
 * Per mailbox: caps the confirmation mails one address can be sent, so the form cannot be used
 * to flood a stranger's inbox from many addresses. Going over is silent (see below).
 */
export const newsletterMailboxLimit = { limit: 3, windowMs: 60 * 60_000 };
export const confirmationTtlMs = 7 * 24 * 60 * 60_000;

export interface SubscribeToNewsletter {
  board: BoardConfig;
  locale: Locale;
  clientAddress: string;
  email: string;
  now?: Date;
}

/**
 * Starts (or restarts) a double opt-in. The caller answers the same whatever happens here, so
 * the form never tells whether an address is already subscribed. An active subscription is
 * left alone and gets no mail; a pending or cancelled one gets fresh tokens and a new mail,
 * which makes any older confirmation link stop working.
 */
export async function subscribeToNewsletter(
  db: Database,
  { board, locale, clientAddress, email, now = new Date() }: SubscribeToNewsletter,
): Promise<void> {
  const limit = await hitRateLimit(
    db,
    { key: `newsletter:${board.key}:${addressKey(clientAddress)}`, ...newsletterRateLimit },
    now,
  );
  if (!limit.allowed) throw DomainError.rateLimited(limit.retryAfterSeconds);
  const mailbox = await hitRateLimit(
    db,
    { key: `newsletter-mailbox:${board.key}:${email}`, ...newsletterMailboxLimit },
    now,
  );
  // A 429 here would tell a stranger this address was tried recently: stay silent instead.
  if (!mailbox.allowed) return;

  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const fresh = {
    language: locale,
    tokenHash: hashToken(confirmToken),
    tokenExpiresAt: new Date(now.getTime() + confirmationTtlMs),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
    confirmedAt: null,
    unsubscribedAt: null,
  };
  await db.transaction(async (tx) => {
    // One statement decides, so two concurrent sign-ups cannot both think the row is theirs.
    const [row] = await tx
      .insert(newsletterSubscriptions)
      .values({ board: board.key, email, ...fresh })
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.board, newsletterSubscriptions.email],
        set: fresh,
        setWhere: or(
          isNull(newsletterSubscriptions.confirmedAt),
          isNotNull(newsletterSubscriptions.unsubscribedAt),
        ),
      })
      .returning({ id: newsletterSubscriptions.id });
    if (!row) return;
    await enqueueMail(tx, {
      board: board.key,
      to: email,
      locale,
      template: 'newsletter-confirmation',
      payload: { email, confirmToken, unsubscribeToken },
    });
  });
}
