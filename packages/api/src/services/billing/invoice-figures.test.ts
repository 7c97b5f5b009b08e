import { describe, expect, it } from 'vitest';
import { invoiceFigures } from './invoice-figures';

const quebec = [
  { code: 'gst', rate: 5 },
  { code: 'qst', rate: 9.975 },
];

describe('invoiceFigures', () => {
  it('prints the taxes of a full-price posting as the checkout charged them', () => {
    // 149.00 + 7.45 GST + 14.86 QST = 171.31, the careers posting.
    expect(invoiceFigures(14_900, quebec, 17_131)).toEqual({
      subtotalCents: 14_900,
      discountCents: 0,
      taxes: [
        { code: 'gst', rate: 5, amountCents: 745 },
        { code: 'qst', rate: 9.975, amountCents: 1_486 },
      ],
      totalCents: 17_131,
    });
  });

  it('shows a 25 % promotion before the taxes, the total being what the card paid', () => {
    // A 599.00 package with 25 % off every Stripe line: 688.70 charged of 688.70 + 229.57.
    const full = 59_900 + Math.round(59_900 * 0.05) + Math.round(59_900 * 0.09975);
    const charged = full - Math.round(full * 0.25);
    const figures = invoiceFigures(59_900, quebec, charged);
    expect(figures.discountCents).toBe(14_975);
    expect(figures.taxes.map((t) => t.amountCents)).toEqual([2_246, 4_481]);
    expect(
      figures.subtotalCents -
        figures.discountCents +
        figures.taxes.reduce((a, t) => a + t.amountCents, 0),
    ).toBe(charged);
  });

  it('never prints a total other than the amount charged, even when no base adds up', () => {
    const figures = invoiceFigures(1_000, quebec, 5);
    const printed =
      figures.subtotalCents -
      figures.discountCents +
      figures.taxes.reduce((a, t) => a + t.amountCents, 0);
    expect(printed).toBe(5);
    expect(figures.totalCents).toBe(5);
  });

  it('leaves the whole price taxable on a board without taxes', () => {
    expect(invoiceFigures(2_500, [], 2_500)).toMatchObject({ discountCents: 0, taxes: [] });
  });
});
