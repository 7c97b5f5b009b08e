/** A board's tax as configured: code (gst, qst), label per language and rate in per cent. */
export interface TaxRate {
  code: string;
  rate: number;
}

export interface InvoiceFigures {
  subtotalCents: number;
  discountCents: number;
  taxes: { code: string; rate: number; amountCents: number }[];
  totalCents: number;
}

const taxOn = (base: number, rates: readonly TaxRate[]) =>
  rates.map((t) => ({
    code: t.code,
    rate: t.rate,
    amountCents: Math.round((base * t.rate) / 100),
  }));
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * An invoice's figures from what was sold and what was charged. Quebec taxes apply to the price
 * after a discount, so the discount is shown before the taxes. Stripe applies a promotion code to
 * every line of the session, tax lines included; with linear taxes that is the same discount,
 * up to a cent of rounding, so the taxable amount is chosen as the one whose own taxes give the
 * total actually charged: the invoice always adds up to what the card paid.
 */
export function invoiceFigures(
  subtotalCents: number,
  rates: readonly TaxRate[],
  chargedCents: number,
): InvoiceFigures {
  const totalOf = (base: number) => base + sum(taxOn(base, rates).map((t) => t.amountCents));
  const factor = 1 + sum(rates.map((t) => t.rate)) / 100;
  const estimate = Math.min(subtotalCents, Math.round(chargedCents / factor));
  let taxable = estimate;
  // The exact base is within a cent or two of the estimate; take it when one adds up.
  for (const delta of [0, -1, 1, -2, 2]) {
    const base = estimate + delta;
    if (base >= 0 && base <= subtotalCents && totalOf(base) === chargedCents) {
      taxable = base;
      break;
    }
  }
  const taxes = taxOn(taxable, rates);
  const taxTotal = sum(taxes.map((t) => t.amountCents));
  // No base adds up (a charge the lines cannot explain): the last tax line takes the cent so the
  // printed total is still the amount paid.
  const gap = chargedCents - (taxable + taxTotal);
  const last = taxes.at(-1);
  if (gap !== 0 && last) last.amountCents += gap;
  return {
    subtotalCents,
    discountCents: subtotalCents - taxable,
    taxes,
    totalCents: chargedCents,
  };
}
