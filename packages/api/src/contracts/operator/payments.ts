import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';

/** The console's payments, refunds and revenue, shared by the API and the console pages. */
const msg = (key: ValidationMessageKey) => ({ error: key });
const typed = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid'),
};

/** What the console shows of a payment: its Stripe state, with refunds told apart. */
export const consolePaymentStatuses = [
  'open',
  'paid',
  'partially_refunded',
  'refunded',
  'expired',
] as const;
export type ConsolePaymentStatus = (typeof consolePaymentStatuses)[number];

const page = z.coerce
  .number(msg('number_invalid'))
  .int(msg('number_invalid'))
  .min(1, msg('page_invalid'))
  .max(1000, msg('page_invalid'))
  .default(1);

/** The payments list's filters; the month is Quebec's calendar month of the payment. */
export const paymentsQuerySchema = z.object({
  board: z.string().max(64, msg('invalid')).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg('month_invalid'))
    .optional(),
  status: z.enum(consolePaymentStatuses, msg('invalid')).optional(),
  page,
});
export type PaymentsQuery = z.output<typeof paymentsQuerySchema>;

/** A refund: all that remains unless an amount (taxes included, in cents) is given. */
export const refundPaymentSchema = z.object({
  amount_cents: z
    .number(msg('number_invalid'))
    .int(msg('number_invalid'))
    .min(1, msg('refund_amount_invalid'))
    .max(100_000_000, msg('refund_amount_invalid'))
    .optional(),
  reason: z
    .string(typed)
    .trim()
    .min(3, msg('operator_reason_too_short'))
    .max(500, msg('refund_reason_too_long')),
});
export type RefundPaymentInput = z.output<typeof refundPaymentSchema>;
export type RefundPaymentFormInput = z.input<typeof refundPaymentSchema>;

/**
 * The console's refund form: the same call, the amount typed in dollars (`12,50` or `12.50`) under
 * the API's field name, so a 422 on it lands under the field.
 */
export const refundFormSchema = z.object({
  amount_cents: z
    .string(typed)
    .trim()
    .regex(/^\d{1,7}([.,]\d{1,2})?$/, msg('refund_amount_invalid'))
    .transform((value) => Math.round(Number(value.replace(',', '.')) * 100))
    .refine((cents) => cents >= 1, msg('refund_amount_invalid')),
  reason: refundPaymentSchema.shape.reason,
});

/** Revenue per board and month of one year (Quebec's calendar), as JSON or CSV. */
export const revenueQuerySchema = z.object({
  board: z.string().max(64, msg('invalid')).optional(),
  year: z.coerce
    .number(msg('number_invalid'))
    .int(msg('number_invalid'))
    .min(2000, msg('year_invalid'))
    .max(2100, msg('year_invalid'))
    .optional(),
  format: z.enum(['json', 'csv'], msg('invalid')).optional(),
});
export type RevenueQuery = z.output<typeof revenueQuerySchema>;
