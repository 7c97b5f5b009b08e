/**
 * The offer search filters' rules (spec sections 3 and 7), written once. The API's contract
 * (`offers.ts`) validates requests with them and the search page reads its URL with them. No zod
 * here on purpose: client bundles import this file, and they should not carry a validator.
 */

/** The largest PostgreSQL `int4`: a larger id would make the database answer with an error. */
export const MAX_INT = 2_147_483_647;

export const OFFERS_PER_PAGE = 20;
/** Totals are exact up to 10,000 offers (the database's MAX_COUNTED): pages stop there. */
export const MAX_OFFER_PAGE = 500;

export const publishedWithinValues = ['24h', '7d', '30d'] as const;
export type PublishedWithin = (typeof publishedWithinValues)[number];

export const publishedWithinHours: Record<PublishedWithin, number> = {
  '24h': 24,
  '7d': 24 * 7,
  '30d': 24 * 30,
};

export function isPublishedWithin(value: unknown): value is PublishedWithin {
  return (publishedWithinValues as readonly unknown[]).includes(value);
}

/** Longest accepted text of each free-text filter. */
export const filterTextMax = { title: 200, company: 100, city: 100 } as const;

/** A city filter: its slug, or its id (the API takes both; the site's URLs use slugs). */
export const cityFilterPattern = /^([a-z0-9-]*|\d{1,10})$/;

/** At most this many ids in one comma-joined list. */
export const MAX_LISTED_IDS = 30;

const idPattern = /^\d{1,10}$/;

/** One id of a list or a query: digits within int4. */
export function isIdText(value: string): boolean {
  return idPattern.test(value) && Number(value) <= MAX_INT;
}

/**
 * `1,2,3`: the spec's comma-joined ids, deduplicated in order; '' is no filter. `strict` (the
 * API): null as soon as one piece is not an id or there are too many. `lenient` (a shared or
 * hand-edited link): the pieces that are not ids are dropped instead.
 */
export function parseIdList(value: string, mode: 'strict' | 'lenient'): number[] | null {
  if (value === '') return [];
  const pieces = value.split(',');
  if (mode === 'strict' && (pieces.length > MAX_LISTED_IDS || !pieces.every(isIdText))) return null;
  return [...new Set(pieces.filter(isIdText).map(Number))].slice(0, MAX_LISTED_IDS);
}

/** A page number the search answers (1 to MAX_OFFER_PAGE). */
export function isOfferPage(page: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= MAX_OFFER_PAGE;
}

/** The company filter: a company id when it is one, else words of its name. */
export function companyFilter(value: string): { companyId: number } | { companyText: string } {
  const company = value.trim();
  return isIdText(company) ? { companyId: Number(company) } : { companyText: company };
}
