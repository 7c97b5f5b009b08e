import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { language } from './enums';

export const jobAlertFrequencies = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof jobAlertFrequencies)[number];

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A saved search mailed as a digest. A visitor's alert waits for its double opt-in
 * (`confirmed_at`); a signed-in candidate's is confirmed at creation. Tokens are only mailed:
 * the table keeps their SHA-256 hashes, as the newsletter does.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    board: text('board').notNull(),
    email: text('email').notNull(),
    language: language('language').notNull(),
    /** The candidate who created it from the profile's session; null for a visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The search's filters, as the search page's query (`offerFiltersQuery`), normalised. */
    query: jsonb('query').notNull(),
    /** Groups identical searches of a board and language, so the sender runs each once. */
    queryKey: text('query_key').notNull(),
    frequency: text('frequency', { enum: jobAlertFrequencies }).notNull(),
    /** Pending confirmation token; cleared by the UPDATE that confirms (single use). */
    tokenHash: text('token_hash'),
    tokenExpiresAt: at('token_expires_at'),
    /**
     * Hashes of the unsubscribe tokens of the latest mails, newest first. Each digest mints a
     * token (only its hash is kept, so the table cannot unsubscribe anyone) and the last few
     * stay valid, so the link in an older mail still works.
     */
    manageTokenHashes: text('manage_token_hashes').array().notNull(),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
    /** Set when a digest to the address failed for good: no more mail to it. */
    bouncedAt: at('bounced_at'),
    /** Offers published before this were not new to the subscriber (the previous digest). */
    lastSentAt: at('last_sent_at'),
    /** When the sender next looks at this alert. */
    nextRunAt: at('next_run_at'),
    /** The sender instance working on it, until `claimed_until` (then any may take it over). */
    claimToken: text('claim_token'),
    claimedUntil: at('claimed_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Only live alerts are ever claimed, so the index stays small as cancelled ones pile up.
    index('job_alerts_due_idx')
      .on(t.nextRunAt, t.queryKey)
      .where(
        sql`${t.confirmedAt} is not null and ${t.unsubscribedAt} is null and ${t.bouncedAt} is null`,
      ),
    index('job_alerts_user_idx').on(t.userId),
    index('job_alerts_email_idx').on(t.board, t.email),
  ],
);

/**
 * Offers already mailed to an alert: the sender looks back past the previous digest (offers
 * committed late) and skips these, so none is mailed twice. Rows older than any lookback
 * window are pruned.
 */
export const jobAlertSentOffers = pgTable(
  'job_alert_sent_offers',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    offerId: bigint('offer_id', { mode: 'number' }).notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.offerId] }),
    index('job_alert_sent_offers_sent_idx').on(t.sentAt),
  ],
);
