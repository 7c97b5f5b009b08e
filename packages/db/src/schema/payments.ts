import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { offers } from './offers';

export const paymentStatuses = ['open', 'paid', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface PaymentLine {
  description: { fr: string; en: string };
  amountCents: number;
}

/**
 * What a checkout buys: `posting` publishes the offer on `boards` for the board's duration;
 * `featured` features the offer's publication on `board` for `featured_days`; `package` buys
 * the board's posting package `package_key` (no offer): its fulfilment grants the team credits
 * (posting_credits). All are settled by the same fulfilment.
 */
export const paymentKinds = ['posting', 'featured', 'package'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/**
 * One card checkout (a Stripe Checkout Session) for a single job posting or a featured upgrade. The row is written
 * when the session is created and settled once by the fulfilment function, whichever of the
 * webhook and the employer's return comes first; `handled_event_ids` keeps the Stripe events
 * already applied so a redelivery changes nothing. `paid_until` lets a posting taken off the
 * boards be put back for free while the period it paid for lasts.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: paymentKinds }).notNull().default('posting'),
    sessionId: text('session_id').notNull().unique(),
    /** Null for a `package` payment only. */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** A `package` payment: the key of the board's posting package bought. */
    packageKey: text('package_key'),
    /** Who started the checkout: the receipt goes to them. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The board the checkout was started from (its success and cancel pages). */
    board: text('board').notNull(),
    /** Every board the payment publishes to. */
    boards: text('boards').array().notNull(),
    /** Total with taxes, in cents, as asked of Stripe (before a promotion code). */
    amountTotal: integer('amount_total').notNull(),
    /**
     * The discount Stripe reported on the paid session (`total_details.amount_discount`, a
     * promotion code the employer entered), in cents: what was paid is `amount_total` less it.
     */
    amountDiscount: integer('amount_discount').notNull().default(0),
    /** A `featured` payment: how many days the offer is featured. */
    featuredDays: integer('featured_days'),
    currency: text('currency').notNull(),
    /**
     * What was sold, before taxes and discounts, worded in both languages: the invoice prints
     * these lines (null on payments made before invoices existed).
     */
    lines: jsonb('lines').$type<PaymentLine[]>(),
    status: text('status', { enum: paymentStatuses }).notNull().default('open'),
    handledEventIds: text('handled_event_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    /** Stripe's payment intent of the paid session: what a refund names (null until paid). */
    stripePaymentIntent: text('stripe_payment_intent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_offer_idx').on(t.offerId, t.status),
    check(
      'payments_kind_target',
      sql`(${t.kind} = 'package') = (${t.offerId} IS NULL AND ${t.packageKey} IS NOT NULL)`,
    ),
  ],
);

/**
 * Posting credits a team bought with a package on a board: `postings` publications of one offer
 * each on that board, usable until `expires_at`. Publishing a paid-board offer takes one (the
 * row locked, `used` incremented in the publication's transaction), oldest expiring first.
 */
export const postingCredits = pgTable(
  'posting_credits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    board: text('board').notNull(),
    /** The package payment that granted them: one grant per payment. */
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    postings: integer('postings').notNull(),
    used: integer('used').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posting_credits_team_idx').on(t.teamId, t.board, t.expiresAt),
    check('posting_credits_used_range', sql`${t.used} >= 0 AND ${t.used} <= ${t.postings}`),
  ],
);

/**
 * One credit spent: the offer published on `board` until `paid_until` (the board's posting
 * duration), which counts as a paid period (paidPeriods) like a card payment's.
 */
export const postingCreditUses = pgTable(
  'posting_credit_uses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    creditId: integer('credit_id')
      .notNull()
      .references(() => postingCredits.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    board: text('board').notNull(),
    paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posting_credit_uses_offer_idx').on(t.offerId, t.board)],
);
