import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { language } from './enums';

/**
 * Double opt-in subscriptions, one per board and address. Tokens are only ever mailed: the
 * table keeps their SHA-256 hashes, so a leaked table cannot confirm or cancel anyone.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    board: text('board').notNull(),
    email: text('email').notNull(),
    language: language('language').notNull().default('fr'),
    /**
     * Hash of the pending confirmation token; cleared by the one UPDATE that confirms, which is
     * what makes the link single-use.
     */
    tokenHash: text('token_hash'),
    /** The confirmation link stops working after this. */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** Hash of the unsubscribe token every newsletter mail carries; it outlives confirmation. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_board_email_idx').on(t.board, t.email)],
);
