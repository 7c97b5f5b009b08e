import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { payments } from './payments';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const paymentRefundStatuses = ['succeeded', 'pending', 'failed'] as const;
export type PaymentRefundStatus = (typeof paymentRefundStatuses)[number];

/**
 * Money given back on a payment, one row per Stripe refund (the Stripe id is unique, so the
 * operator's call and the `charge.refunded` webhook record it once between them). What a payment
 * has refunded is the sum of its rows: no running total on the payment to drift from them.
 * `operator_id` is null for a refund made in Stripe's dashboard and learnt by webhook; like the
 * audit log it is no foreign key, so the row outlives the operator's account.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    stripeRefundId: text('stripe_refund_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    operatorId: integer('operator_id'),
    status: text('status', { enum: paymentRefundStatuses }).notNull().default('succeeded'),
    /** The credit note issued for it (null for a payment made before invoices existed). */
    creditNoteId: integer('credit_note_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_refunds_payment_idx').on(t.paymentId)],
);
