import type { Database } from '@jobboard/db/client';
import { contactMessages } from '@jobboard/db/schema/mail';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import type { ContactRequest } from '../../contracts/contact';
import { DomainError } from '../../errors';
import { enqueueMail } from '../mail/enqueue-mail';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';
import { addressKey } from '../rate-limit/address-key';

/** Enough for a person with a follow-up or two; too few for a spam run. */
export const contactRateLimit = { limit: 5, windowMs: 10 * 60_000 };

export interface SubmitContactMessage {
  board: BoardConfig;
  locale: Locale;
  clientAddress: string;
  input: ContactRequest;
  now?: Date;
}

/**
 * Stores the message and queues its notification to the board's contact address in ONE
 * transaction: once this resolves both are durable, and the mail goes out even if SMTP is down.
 */
export async function submitContactMessage(
  db: Database,
  { board, locale, clientAddress, input, now = new Date() }: SubmitContactMessage,
): Promise<{ id: number }> {
  const limit = await hitRateLimit(
    db,
    { key: `contact:${board.key}:${addressKey(clientAddress)}`, ...contactRateLimit },
    now,
  );
  if (!limit.allowed) throw DomainError.rateLimited(limit.retryAfterSeconds);

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        board: board.key,
        locale,
        name: input.name,
        email: input.email,
        subject: input.subject || null,
        message: input.message,
        clientAddress,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact insert returned no row');
    await enqueueMail(tx, {
      board: board.key,
      to: board.contactEmail,
      // The board's team reads it: their language, not the visitor's.
      locale: board.defaultLocale,
      template: 'contact-notification',
      payload: {
        name: input.name,
        email: input.email,
        subject: input.subject || null,
        message: input.message,
        senderLocale: locale,
      },
    });
    return row;
  });
}
