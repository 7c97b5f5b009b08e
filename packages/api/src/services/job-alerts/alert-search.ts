import { createHash } from 'node:crypto';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { ServiceContext } from '../../context';
import {
  alertSearchKeys,
  storedAlertFilters,
  type AlertQuery,
  type AlertSearch,
} from '../../contracts/offer-search/alert-query';
import type { OfferListDto } from '../../contracts/offers';
import { requireKnownFilters } from '../offers/resolve-filters';
import { searchOfferEntry } from '../offers/search-entry';

export { alertSearchKeys, type AlertQuery };

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

/**
 * A new alert's filters, parsed by its contract at the edge (`jobAlertCreateBody`): a 422 on the
 * unknown ones, as the API's search answers them.
 */
export async function checkAlertSearch(
  ctx: ServiceContext,
  search: AlertSearch,
): Promise<AlertQuery> {
  await requireKnownFilters(ctx, search.filters);
  return search.stored;
}

/**
 * The first page of a stored alert's search among the offers published since `since`, through
 * the one search entry with the fallback policy: a filter whose city or attribute has since left
 * the catalogue is dropped, not fatal. Null when the stored query no longer passes its contract.
 */
export async function alertSearchSince(
  ctx: ServiceContext,
  stored: unknown,
  since: Date,
): Promise<OfferListDto | null> {
  const filters = storedAlertFilters(stored);
  if (!filters) return null;
  const found = await searchOfferEntry(
    ctx,
    filters,
    { policy: 'fallback', unknown: 'drop' },
    { page: 1, cached: false, publishedSince: since },
  );
  return found.list;
}
