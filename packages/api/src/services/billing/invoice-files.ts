import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { invoices } from '@jobboard/db/schema/billing';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { InvoiceRow } from './issue-invoice';
import { renderInvoicePdf } from './invoice-pdf';

/**
 * The invoice's PDF. It is made once, from the immutable row, and kept in the file storage, so
 * every download serves the very document first issued. It is written after the payment commits
 * (a storage write cannot join the transaction): the first reader of an invoice without one
 * makes it; of two racing readers, the one that records its key first wins and the other's copy
 * is removed.
 */
export async function invoicePdf(
  db: Database,
  storage: FileStorage,
  invoice: InvoiceRow,
): Promise<Uint8Array> {
  if (invoice.pdfKey) {
    const stored = await storage.get(invoice.pdfKey);
    if (stored) return stored;
  }
  const bytes = await renderInvoicePdf(invoice);
  const key = `${invoice.board}/${randomUUID()}.pdf`;
  await storage.put(key, bytes, 'application/pdf');
  const won = await db
    .update(invoices)
    .set({ pdfKey: key })
    .where(
      and(
        eq(invoices.id, invoice.id),
        invoice.pdfKey ? eq(invoices.pdfKey, invoice.pdfKey) : isNull(invoices.pdfKey),
      ),
    )
    .returning({ id: invoices.id });
  if (won.length === 0) {
    await storage.delete(key);
    const [current] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    if (current?.pdfKey) return (await storage.get(current.pdfKey)) ?? bytes;
  }
  return bytes;
}

/** The download's file name: the number, which says what it is in both languages. */
export const invoiceFileName = (invoice: InvoiceRow) => `${invoice.reference}.pdf`;
