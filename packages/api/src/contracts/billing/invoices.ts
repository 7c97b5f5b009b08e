import { z } from 'zod';

export const invoiceSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  board: z.string(),
  /** The invoice a credit note gives money back on. */
  credited_reference: z.string().nullable(),
  issued_at: z.string(),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  taxes: z.array(z.object({ code: z.string(), label: z.string(), amount_cents: z.number().int() })),
  total_cents: z.number().int(),
  currency: z.string(),
});
export type InvoiceDto = z.infer<typeof invoiceSchema>;
export const invoiceListResponse = z.object({ data: z.array(invoiceSchema) });
