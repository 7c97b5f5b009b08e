import type { z } from '@hono/zod-openapi';
import { filterTextMax, parseIdList } from '../offer-filter-rules';
import { offersQuery, type OffersQuery } from '../offers';

/**
 * How an edge treats a query the contract refuses. `strict` (the API, the feeds): the contract's
 * answer as it is, for a 422 or a 400. `fallback` (the search pages, a shared or hand-edited
 * link): a malformed filter is dropped, never an error, so an outdated link still shows a search.
 */
export type QueryPolicy = 'strict' | 'fallback';

/**
 * A query as an edge receives it: Next's `searchParams` (a repeated key is an array, its first
 * value counts), `Object.fromEntries(URLSearchParams)`, or a stored row.
 */
export type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

export type OfferQueryParse =
  { success: true; data: OffersQuery } | { success: false; error: z.ZodError };

type QueryKey = keyof typeof offersQuery.shape;
const queryKeys = Object.keys(offersQuery.shape) as QueryKey[];

/**
 * What `fallback` makes of a value before the contract checks it, as the search page always has:
 * text past its limit is cut rather than refused, and an id list keeps the pieces that are ids.
 */
const lenientText: Partial<Record<QueryKey, (value: string) => string>> = {
  title: (value) => value.slice(0, filterTextMax.title),
  company: (value) => value.slice(0, filterTextMax.company),
  specialization: (value) => (parseIdList(value, 'lenient') ?? []).join(','),
  schedule: (value) => (parseIdList(value, 'lenient') ?? []).join(','),
  near: (value) => value.trim(),
};

const firstValue = (value: string | readonly string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.[0];

/**
 * The one reader of an offer search's query: raw strings in, the contract's typed output
 * (`OffersQuery`: id lists as `number[]`, the page a number) out. Each edge calls it once (the
 * feeds, the search pages); the API's route gets the same parse from its `createRoute` contract.
 * Keys that are not filters are ignored.
 */
export function parseOfferQuery(raw: RawQuery, policy: 'strict'): OfferQueryParse;
export function parseOfferQuery(
  raw: RawQuery,
  policy: 'fallback',
): { success: true; data: OffersQuery };
export function parseOfferQuery(raw: RawQuery, policy: QueryPolicy): OfferQueryParse {
  const values: Partial<Record<QueryKey, string>> = {};
  for (const key of queryKeys) {
    const value = firstValue(raw[key]);
    if (value !== undefined) values[key] = value;
  }
  if (policy === 'strict') return offersQuery.safeParse(values);
  // Each filter on its own: one that the contract refuses is left out, the others still count.
  const kept: Partial<Record<QueryKey, string>> = {};
  for (const key of queryKeys) {
    const value = values[key];
    if (value === undefined) continue;
    const prepared = lenientText[key]?.(value) ?? value;
    if (offersQuery.shape[key].safeParse(prepared).success) kept[key] = prepared;
  }
  const parsed = offersQuery.safeParse(kept);
  // Every kept value passed alone and the contract has no rule across fields: this holds.
  return parsed.success ? parsed : { success: true, data: offersQuery.parse({}) };
}
