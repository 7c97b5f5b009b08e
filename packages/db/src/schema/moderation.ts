import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { offers } from './offers';

/** Why a visitor reports an offer; the operators' queue groups and filters by it. */
export const offerReportReasons = [
  'scam',
  'discriminatory',
  'wrong_information',
  'expired_or_filled',
  'other',
] as const;
export type OfferReportReason = (typeof offerReportReasons)[number];

export const offerReportStatuses = ['open', 'dismissed', 'actioned'] as const;
export type OfferReportStatus = (typeof offerReportStatuses)[number];

/**
 * A visitor's report of an offer, for the operators' queue. The reporter is a signed-in user or
 * an optional address; the board is the one the report was made on (an offer shown on several
 * boards is reported to the board where it was seen).
 */
export const offerReports = pgTable(
  'offer_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    board: text('board').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: offerReportReasons }).notNull(),
    details: text('details'),
    email: text('email'),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale', { enum: ['fr', 'en'] }).notNull(),
    clientAddress: text('client_address').notNull(),
    status: text('status', { enum: offerReportStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('offer_reports_board_status_idx').on(t.board, t.status, t.createdAt),
    index('offer_reports_offer_idx').on(t.offerId),
  ],
);
