import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { searchParamsOf, type OffersQuery } from '../offer-filters';

/** The offers search endpoint for these filters, in the page's language. */
export function offersUrl(board: string, locale: Locale, filters: OffersQuery): string {
  // Every filter that is set, whatever the page's built-in ones: the API has no page of its own.
  const query = searchParamsOf(filters);
  query.set('lg', locale);
  return apiPath('/jobboard/{board}/offers', { board }, query);
}
