import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { teams } from './accounts';
import { payments } from './payments';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Who the team's invoices are made out to (issue 41): asked at the first payment, editable on the
 * Invoices page. The tax numbers are the buyer's own, optional (a sole trader may have none).
 */
export const billingProfiles = pgTable('billing_profiles', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  province: text('province').notNull(),
  postalCode: text('postal_code').notNull(),
  gstNumber: text('gst_number'),
  qstNumber: text('qst_number'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/**
 * The last number given per board, year and kind. Taking a number updates this row inside the
 * payment's own transaction: a second payment waits on the row lock, and a transaction that rolls
 * back gives its number back, so the sequence has neither duplicates nor holes.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    board: text('board').notNull(),
    year: integer('year').notNull(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.year, t.kind] })],
);

/** A party on an invoice as printed: copied when issued, so later edits never change it. */
export interface InvoiceParty {
  legalName: string;
  addressLines: string[];
  gstNumber: string | null;
  qstNumber: string | null;
  email?: string;
}

export interface InvoiceLine {
  description: string;
  amountCents: number;
}

export interface InvoiceTax {
  code: string;
  label: string;
  rate: number;
  registration: string | null;
  amountCents: number;
}

/**
 * Invoices and credit notes, immutable once issued (a refund is a credit note that names the
 * invoice, never an edit). Amounts are in cents; the printed wording is in the buyer's language.
 * The team link is dropped if the team is deleted: the tax record stays with its copied parties.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    board: text('board').notNull(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** The printed number, e.g. CN-2026-00042 (credit notes: CN-NC-2026-00003). */
    reference: text('reference').notNull(),
    creditedInvoiceId: integer('credited_invoice_id'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    locale: text('locale', { enum: ['fr', 'en'] }).notNull(),
    supplier: jsonb('supplier').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxes: jsonb('taxes').$type<InvoiceTax[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    /** When the money moved (paid, or refunded for a credit note). */
    settledAt: at('settled_at').notNull(),
    /** Stripe's id for the payment (Checkout Session) or the refund. */
    stripeReference: text('stripe_reference'),
    /** The PDF in the file storage, written after the invoice commits (null until then). */
    pdfKey: text('pdf_key'),
    issuedAt: at('issued_at').notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_number_unique').on(t.board, t.kind, t.year, t.number),
    index('invoices_team_idx').on(t.teamId, t.issuedAt),
    index('invoices_payment_idx').on(t.paymentId),
  ],
);
