import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { InvoiceParty } from '@jobboard/db/schema/billing';
import { formatMoney } from '../../contracts/money';
import type { InvoiceRow } from './issue-invoice';

const words = {
  fr: {
    invoice: 'FACTURE',
    credit_note: 'NOTE DE CRÉDIT',
    number: 'Numéro',
    issued: 'Date',
    paid: 'Payée le',
    refunded: 'Remboursée le',
    credits: 'Crédite la facture',
    reference: 'Référence Stripe',
    supplier: 'Fournisseur',
    buyer: 'Facturé à',
    description: 'Description',
    amount: 'Montant',
    subtotal: 'Sous-total',
    discount: 'Rabais',
    taxable: 'Montant taxable',
    registration: 'no',
    total: 'Total',
    gst: 'TPS',
    qst: 'TVQ',
    thanks: 'Merci de votre confiance.',
  },
  en: {
    invoice: 'INVOICE',
    credit_note: 'CREDIT NOTE',
    number: 'Number',
    issued: 'Date',
    paid: 'Paid on',
    refunded: 'Refunded on',
    credits: 'Credits invoice',
    reference: 'Stripe reference',
    supplier: 'Supplier',
    buyer: 'Billed to',
    description: 'Description',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    taxable: 'Taxable amount',
    registration: 'no.',
    total: 'Total',
    gst: 'GST',
    qst: 'QST',
    thanks: 'Thank you for your business.',
  },
} as const;

// The standard PDF fonts are WinAnsi: French accents and the non-breaking space are in it, the
// narrow one that Intl uses in French is not.
const winAnsi = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/[’]/g, "'");

const money = (cents: number, currency: string, locale: Locale) =>
  winAnsi(formatMoney(cents, locale, currency));

function formatDate(date: Date, locale: Locale): string {
  return winAnsi(
    new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
      dateStyle: 'long',
      timeZone: 'America/Toronto',
    }).format(date),
  );
}

/** Greedy word wrap to a width, for descriptions and addresses. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
    else {
      out.push(current);
      current = word;
    }
  }
  if (current) out.push(current);
  return out;
}

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
}

const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.35, 0.35, 0.4);

function party(pen: Pen, x: number, y: number, title: string, who: InvoiceParty, locale: Locale) {
  const w = words[locale];
  const lines = [
    ...who.addressLines,
    ...(who.email ? [who.email] : []),
    ...(who.gstNumber ? [`${w.gst} ${w.registration} ${who.gstNumber}`] : []),
    ...(who.qstNumber ? [`${w.qst} ${w.registration} ${who.qstNumber}`] : []),
  ];
  pen.page.drawText(title.toUpperCase(), { x, y, size: 8, font: pen.bold, color: muted });
  let at = y - 14;
  for (const line of wrap(winAnsi(who.legalName), pen.bold, 10, 240)) {
    pen.page.drawText(line, { x, y: at, size: 10, font: pen.bold, color: ink });
    at -= 13;
  }
  for (const line of lines.flatMap((l) => wrap(winAnsi(l), pen.regular, 9, 240))) {
    pen.page.drawText(line, { x, y: at, size: 9, font: pen.regular, color: ink });
    at -= 12;
  }
  return at;
}

/**
 * The invoice or credit note as a one-page PDF (US Letter, as Canadian offices print), in the
 * buyer's language, from the row alone: the same row always gives the same document.
 */
export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Uint8Array> {
  const locale = invoice.locale;
  const w = words[locale];
  const doc = await PDFDocument.create();
  doc.setTitle(`${w[invoice.kind]} ${invoice.reference}`);
  doc.setAuthor(winAnsi(invoice.supplier.legalName));
  doc.setLanguage(locale === 'fr' ? 'fr-CA' : 'en-CA');
  doc.setCreationDate(invoice.issuedAt);
  doc.setModificationDate(invoice.issuedAt);
  const page = doc.addPage([612, 792]);
  const pen: Pen = {
    page,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const amount = (cents: number) => money(cents, invoice.currency, locale);
  const left = 56;
  const right = 556;
  const text = (value: string, x: number, y: number, size = 10, bold = false) =>
    page.drawText(winAnsi(value), { x, y, size, font: bold ? pen.bold : pen.regular, color: ink });
  const rightText = (value: string, y: number, size = 10, bold = false) => {
    const font = bold ? pen.bold : pen.regular;
    const shown = winAnsi(value);
    page.drawText(shown, {
      x: right - font.widthOfTextAtSize(shown, size),
      y,
      size,
      font,
      color: ink,
    });
  };

  text(w[invoice.kind], left, 730, 20, true);
  const facts: [string, string][] = [
    [w.number, invoice.reference],
    [w.issued, formatDate(invoice.issuedAt, locale)],
    [invoice.kind === 'invoice' ? w.paid : w.refunded, formatDate(invoice.settledAt, locale)],
    ...(invoice.stripeReference
      ? [[w.reference, invoice.stripeReference] as [string, string]]
      : []),
  ];
  let y = 700;
  for (const [label, value] of facts) {
    text(`${label} :`, left, y, 9);
    text(value, left + 100, y, 9, true);
    y -= 13;
  }
  const belowParties = Math.min(
    party(pen, left, y - 20, w.supplier, invoice.supplier, locale),
    party(pen, 316, y - 20, w.buyer, invoice.buyer, locale),
  );

  y = belowParties - 24;
  page.drawRectangle({
    x: left,
    y: y - 6,
    width: right - left,
    height: 20,
    color: rgb(0.94, 0.95, 0.97),
  });
  text(w.description, left + 6, y, 9, true);
  rightText(w.amount, y, 9, true);
  y -= 24;
  for (const line of invoice.lines) {
    const wrapped = wrap(winAnsi(line.description), pen.regular, 10, 380);
    wrapped.forEach((part, i) => text(part, left + 6, y - i * 13, 10));
    rightText(amount(line.amountCents), y);
    y -= wrapped.length * 13 + 8;
  }
  page.drawLine({
    start: { x: 316, y: y + 4 },
    end: { x: right, y: y + 4 },
    thickness: 0.5,
    color: muted,
  });
  y -= 10;
  const total = (label: string, value: string, bold = false) => {
    text(label, 316, y, 10, bold);
    rightText(value, y, 10, bold);
    y -= 15;
  };
  total(w.subtotal, amount(invoice.subtotalCents));
  if (invoice.discountCents > 0) {
    total(w.discount, `-${amount(invoice.discountCents)}`);
    total(w.taxable, amount(invoice.subtotalCents - invoice.discountCents));
  }
  for (const tax of invoice.taxes) {
    const rate = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
      maximumFractionDigits: 3,
    }).format(tax.rate);
    const name = tax.code === 'gst' ? w.gst : tax.code === 'qst' ? w.qst : tax.code.toUpperCase();
    total(`${name} (${winAnsi(rate)} %)`, amount(tax.amountCents));
    if (tax.registration) {
      page.drawText(`${w.registration} ${tax.registration}`, {
        x: 316,
        y: y + 3,
        size: 7,
        font: pen.regular,
        color: muted,
      });
      y -= 8;
    }
  }
  total(`${w.total} (${invoice.currency.toUpperCase()})`, amount(invoice.totalCents), true);
  text(w.thanks, left, 60, 9);
  return doc.save({ useObjectStreams: false });
}
