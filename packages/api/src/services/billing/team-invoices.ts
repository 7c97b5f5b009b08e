import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq } from 'drizzle-orm';
import { invoices } from '@jobboard/db/schema/billing';
import type { InvoiceDto } from '../../contracts/billing/invoices';
import { DomainError } from '../../errors';
import type { EmployerContext } from '../employer-companies/employer-context';
import type { InvoiceRow } from './issue-invoice';

const credited = alias(invoices, 'credited');

/** The team's invoices and credit notes, newest first. */
export async function listTeamInvoices(ctx: EmployerContext): Promise<InvoiceDto[]> {
  const rows = await ctx.db
    .select({ invoice: invoices, creditedReference: credited.reference })
    .from(invoices)
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .where(eq(invoices.teamId, ctx.teamId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  return rows.map(({ invoice: i, creditedReference }) => ({
    id: i.id,
    reference: i.reference,
    kind: i.kind,
    board: i.board,
    credited_reference: creditedReference,
    issued_at: i.issuedAt.toISOString(),
    subtotal_cents: i.subtotalCents,
    discount_cents: i.discountCents,
    taxes: i.taxes.map((t) => ({ code: t.code, label: t.label, amount_cents: t.amountCents })),
    total_cents: i.totalCents,
    currency: i.currency,
  }));
}

/** One of the team's invoices; another team's or an unknown id is the same 404. */
export async function teamInvoice(ctx: EmployerContext, id: number): Promise<InvoiceRow> {
  const [row] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.teamId, ctx.teamId)));
  if (!row) throw DomainError.notFound();
  return row;
}
