import { sql } from 'drizzle-orm';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import {
  invoiceCounters,
  invoices,
  type InvoiceKind,
  type InvoiceParty,
} from '@jobboard/db/schema/billing';
import type { PaymentLine } from '@jobboard/db/schema/payments';
import { quebecToday } from '../../contracts/employer-offers/quebec-rules';
import type { Executor } from '../executor';
import { invoiceFigures } from './invoice-figures';
import { buyerParty, supplierParty } from './invoice-parties';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The next number of the board's sequence for the year, taken inside the caller's transaction:
 * the counter row stays locked until it commits, so concurrent payments queue for it, and a
 * rollback returns the number. Neither duplicates nor holes.
 */
export async function takeInvoiceNumber(
  tx: Executor,
  board: string,
  year: number,
  kind: InvoiceKind,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ board, year, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.board, invoiceCounters.year, invoiceCounters.kind],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ number: invoiceCounters.lastNumber });
  if (!row) throw new Error('invoice counter returned no row');
  return row.number;
}

export function invoiceReference(
  prefix: string,
  kind: InvoiceKind,
  year: number,
  number: number,
): string {
  return `${prefix}-${kind === 'credit_note' ? 'NC-' : ''}${year}-${String(number).padStart(5, '0')}`;
}

/** The year of the Quebec calendar the money moved in: invoices are numbered per that year. */
const quebecYear = (at: Date) => Number(quebecToday(at).slice(0, 4));

export interface PaidSale {
  board: BoardConfig;
  paymentId: number;
  teamId: number;
  payerEmail?: string;
  locale: Locale;
  /** What was sold, before taxes and discounts. */
  lines: readonly PaymentLine[];
  chargedCents: number;
  currency: string;
  paidAt: Date;
  stripeReference: string;
}

/** Issues the invoice of a settled payment, in the payment's transaction (see takeInvoiceNumber). */
export async function issueInvoice(tx: Executor, sale: PaidSale): Promise<InvoiceRow> {
  const { board } = sale;
  const subtotal = sale.lines.reduce((a, l) => a + l.amountCents, 0);
  const figures = invoiceFigures(subtotal, board.singleJobPosting.taxes, sale.chargedCents);
  return insertInvoice(tx, {
    board,
    kind: 'invoice',
    creditedInvoiceId: null,
    paymentId: sale.paymentId,
    teamId: sale.teamId,
    locale: sale.locale,
    supplier: supplierParty(board),
    buyer: await buyerParty(tx, sale.teamId, sale.payerEmail),
    lines: sale.lines.map((l) => ({
      description: l.description[sale.locale],
      amountCents: l.amountCents,
    })),
    figures,
    currency: sale.currency,
    settledAt: sale.paidAt,
    stripeReference: sale.stripeReference,
  });
}

/**
 * A credit note for a refund of `refundCents` (taxes included) of an invoice: the same parties
 * and language, the taxes given back in proportion, numbered in the board's credit-note sequence.
 */
export async function issueCreditNote(
  tx: Executor,
  board: BoardConfig,
  invoice: InvoiceRow,
  refund: { amountCents: number; refundedAt: Date; stripeReference: string },
): Promise<InvoiceRow> {
  const taxable = invoice.subtotalCents - invoice.discountCents;
  const rates = invoice.taxes.map((t) => ({ code: t.code, rate: t.rate }));
  const figures = invoiceFigures(taxable, rates, refund.amountCents);
  const credited = figures.subtotalCents - figures.discountCents;
  const wording =
    invoice.locale === 'fr'
      ? `Remboursement, facture ${invoice.reference}`
      : `Refund, invoice ${invoice.reference}`;
  return insertInvoice(tx, {
    board,
    kind: 'credit_note',
    creditedInvoiceId: invoice.id,
    paymentId: invoice.paymentId,
    teamId: invoice.teamId,
    locale: invoice.locale,
    supplier: invoice.supplier,
    buyer: invoice.buyer,
    lines: [{ description: wording, amountCents: credited }],
    figures: { ...figures, subtotalCents: credited, discountCents: 0 },
    currency: invoice.currency,
    settledAt: refund.refundedAt,
    stripeReference: refund.stripeReference,
  });
}

interface NewInvoice {
  board: BoardConfig;
  kind: InvoiceKind;
  creditedInvoiceId: number | null;
  paymentId: number | null;
  teamId: number | null;
  locale: Locale;
  supplier: InvoiceParty;
  buyer: InvoiceParty;
  lines: { description: string; amountCents: number }[];
  figures: ReturnType<typeof invoiceFigures>;
  currency: string;
  settledAt: Date;
  stripeReference: string;
}

async function insertInvoice(tx: Executor, invoice: NewInvoice): Promise<InvoiceRow> {
  const { board, figures } = invoice;
  const year = quebecYear(invoice.settledAt);
  const number = await takeInvoiceNumber(tx, board.key, year, invoice.kind);
  const registration = (code: string) =>
    code === 'gst'
      ? invoice.supplier.gstNumber
      : code === 'qst'
        ? invoice.supplier.qstNumber
        : null;
  const labels = new Map(board.singleJobPosting.taxes.map((t) => [t.code, t.label]));
  const [row] = await tx
    .insert(invoices)
    .values({
      board: board.key,
      kind: invoice.kind,
      year,
      number,
      reference: invoiceReference(board.billing.invoicePrefix, invoice.kind, year, number),
      creditedInvoiceId: invoice.creditedInvoiceId,
      paymentId: invoice.paymentId,
      teamId: invoice.teamId,
      locale: invoice.locale,
      supplier: invoice.supplier,
      buyer: invoice.buyer,
      lines: invoice.lines,
      subtotalCents: figures.subtotalCents,
      discountCents: figures.discountCents,
      taxes: figures.taxes.map((t) => ({
        ...t,
        label: labels.get(t.code)?.[invoice.locale] ?? t.code.toUpperCase(),
        registration: registration(t.code),
      })),
      totalCents: figures.totalCents,
      currency: invoice.currency,
      settledAt: invoice.settledAt,
      stripeReference: invoice.stripeReference,
    })
    .returning();
  if (!row) throw new Error('invoice insert returned no row');
  return row;
}
