import type { Locale } from '@jobboard/tenancy/board-config';
import { apiQuery, type OfferFilters } from '../offer-filters';

/** GET /api/jobboard/{board}/offers for these filters, in the page's language. */
export function offersUrl(board: string, locale: Locale, filters: OfferFilters): string {
  const query = apiQuery(filters);
  query.set('lg', locale);
  return `/api/jobboard/${board}/offers?${query.toString()}`;
}
