import type {
  BoardConfig,
  FeaturedDays,
  Locale,
  PostingPackage,
} from '@jobboard/tenancy/board-config';

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
  return priceWithTaxes(board, locale, free ? 0 : p.priceCents, p.durationDays, free);
}

/**
 * The featured upgrade's price for `days` on a board, with the single posting's taxes; null when
 * the board does not sell that duration.
 */
export function featuredPrice(
  board: BoardConfig,
  days: FeaturedDays,
  locale: Locale,
): PostingPrice | null {
  const price = board.featuredPrices.find((p) => p.days === days);
  return price ? priceWithTaxes(board, locale, price.priceCents, days, false) : null;
}

/** A posting package's price on a board, with the single posting's taxes. */
export function packagePrice(
  board: BoardConfig,
  pack: PostingPackage,
  locale: Locale,
): PostingPrice {
  return priceWithTaxes(board, locale, pack.priceCents, board.singleJobPosting.durationDays, false);
}

function priceWithTaxes(
  board: BoardConfig,
  locale: Locale,
  subtotal: number,
  days: number,
  free: boolean,
): PostingPrice {
  const p = board.singleJobPosting;
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
    duration_days: days,
  };
}

export const DAY_MS = 24 * 3600 * 1000;
