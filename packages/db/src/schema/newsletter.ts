import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { language } from './enums';

/** Double opt-in subscriptions, one per board and address. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    board: text('board').notNull(),
    email: text('email').notNull(),
    language: language('language').notNull().default('fr'),
    /** Hash of the confirmation / unsubscribe token; the token itself is only ever mailed. */
    tokenHash: text('token_hash').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_board_email_idx').on(t.board, t.email)],
);
