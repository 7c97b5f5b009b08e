import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { apiQuery, type OfferFilters } from '../offer-filters';

/** The offers search endpoint for these filters, in the page's language. */
export function offersUrl(board: string, locale: Locale, filters: OfferFilters): string {
  const query = apiQuery(filters);
  query.set('lg', locale);
  return apiPath('/jobboard/{board}/offers', { board }, query);
}
