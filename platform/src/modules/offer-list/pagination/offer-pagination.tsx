import { getLocale } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { paginationText } from '../text/card-text';
import { PaginationView } from './pagination-view';

export { pageHref } from './pagination-view';

export interface OfferPaginationProps {
  page: number;
  lastPage: number;
  /** The query of the other filters (no `page`): each page is a real link. */
  query?: string;
  /** The request's language when left out. */
  locale?: Locale;
}

/**
 * The result pages in a server component (category, company jobs): links only, no client
 * code.
 */
export async function OfferPagination({ page, lastPage, query, locale }: OfferPaginationProps) {
  if (lastPage <= 1) return null;
  const lang = locale ?? ((await getLocale()) as Locale);
  const text = await paginationText(lang);
  return (
    <PaginationView
      page={page}
      lastPage={lastPage}
      text={text}
      locale={lang}
      {...(query !== undefined ? { query } : {})}
    />
  );
}
