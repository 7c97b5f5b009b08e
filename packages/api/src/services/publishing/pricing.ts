import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';

export interface PostingPrice {
  board: string;
  board_name: string;
  free: boolean;
  currency: 'cad';
  subtotal_cents: number;
  taxes: { code: string; label: string; rate: number; amount_cents: number }[];
  total_cents: number;
  duration_days: number;
}

/** A single job posting's price on a board, taxes computed per line and rounded to the cent. */
export function postingPrice(board: BoardConfig, locale: Locale): PostingPrice {
  const { singleJobPosting: p, features } = board;
  const free = features.freeSingleJobPosting;
  const subtotal = free ? 0 : p.priceCents;
  const taxes = p.taxes.map((tax) => ({
    code: tax.code,
    label: tax.label[locale],
    rate: tax.rate,
    amount_cents: Math.round((subtotal * tax.rate) / 100),
  }));
  return {
    board: board.key,
    board_name: board.name[locale],
    free,
    currency: p.currency,
    subtotal_cents: subtotal,
    taxes,
    total_cents: subtotal + taxes.reduce((sum, t) => sum + t.amount_cents, 0),
    duration_days: p.durationDays,
  };
}

export const DAY_MS = 24 * 3600 * 1000;
