import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
 * `featured` features the offer's publication on `board` for `featured_days`. Another product
 * (a posting package) is another kind with its own columns, settled by the same fulfilment.
 */
export const paymentKinds = ['posting', 'featured'] as const;
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
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
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
  (t) => [index('payments_offer_idx').on(t.offerId, t.status)],
);
