import { createHash } from 'node:crypto';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { ServiceContext } from '../../context';
import { offerFiltersQuery } from '../../contracts/offers';
import { DomainError } from '../../errors';
import {
  requireKnownFilters,
  resolveOfferFilters,
  type ResolvedOfferFilters,
} from '../offers/resolve-filters';

/**
 * The search page's filters an alert keeps. `published_at` (a window relative to now) and
 * `sort` and `page` mean nothing for "new offers since the last mail", so they are dropped.
 */
export const alertSearchKeys = [
  'title',
  'company',
  'city',
  'specialization',
  'schedule',
  'attribute',
  'salary_min',
  'salary_period',
  'near',
  'radius',
] as const;

const alertFiltersQuery = offerFiltersQuery.omit({ published_at: true, sort: true });

export type AlertQuery = Partial<Record<(typeof alertSearchKeys)[number], string>>;

/** The kept filters of a search page query string, or null when one is malformed. */
export function normaliseSearch(search: string): AlertQuery | null {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const query: AlertQuery = {};
  for (const key of alertSearchKeys) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return alertFiltersQuery.safeParse(query).success ? query : null;
}

/** The query string of the search page for these filters, keys in a fixed order. */
export function searchQueryString(query: AlertQuery): string {
  const params = new URLSearchParams();
  for (const key of alertSearchKeys) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** Alerts with the same key get the same results: the sender searches once for all of them. */
export function queryKeyOf(board: string, locale: Locale, query: AlertQuery): string {
  return createHash('sha256')
    .update(`${board}\n${locale}\n${searchQueryString(query)}`)
    .digest('hex');
}

/** The filters of a new alert; a 422 on `search` or on the unknown filters, as the API does. */
export async function checkAlertSearch(ctx: ServiceContext, search: string): Promise<AlertQuery> {
  const query = normaliseSearch(search);
  if (!query) throw DomainError.invalid({ search: ['invalid'] });
  await requireKnownFilters(ctx, alertFiltersQuery.parse(query));
  return query;
}

/**
 * The search filters of a stored alert, resolved the way the search page resolves its URL: a
 * filter whose city or attribute has since left the catalogue is dropped, not fatal.
 */
export async function alertFilters(
  ctx: ServiceContext,
  query: unknown,
): Promise<ResolvedOfferFilters | null> {
  const parsed = alertFiltersQuery.safeParse(query);
  if (!parsed.success) return null;
  return (await resolveOfferFilters(ctx, parsed.data)).filters;
}
