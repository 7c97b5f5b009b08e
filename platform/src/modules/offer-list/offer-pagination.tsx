'use client';

import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';

export interface OfferPaginationProps {
  page: number;
  lastPage: number;
  /**
   * The query of the other filters (no `page`): each page is a real link, so paging works
   * without JavaScript and opens in a new tab. A string, so server components can pass it.
   */
  query?: string;
  /** Client-side paging; the link is followed when absent. */
  onChange?: (page: number) => void;
}

/** Spec section 9: shown only when there is more than one page. */
export function pageHref(query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const out = params.toString();
  return out ? `?${out}` : '?';
}

export function OfferPagination({ page, lastPage, query = '', onChange }: OfferPaginationProps) {
  const t = useTranslations('offers.pagination');
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t('label')}>
      <Pagination
        page={Math.min(page, lastPage)}
        count={lastPage}
        color="primary"
        siblingCount={1}
        sx={{ display: 'flex', justifyContent: 'center', my: 3 }}
        getItemAriaLabel={(type, item, selected) => {
          if (type === 'page') return t(selected ? 'current' : 'page', { page: item ?? 0 });
          // MUI also asks for its ellipses, which are not controls and need no name.
          if (type === 'first' || type === 'last' || type === 'next' || type === 'previous')
            return t(type);
          return '';
        }}
        renderItem={(item) => (
          <PaginationItem
            {...item}
            // A disabled item (previous on the first page...) is a disabled button, not a link
            // that goes nowhere: an <a href aria-disabled> is still followed and crawled.
            {...(item.disabled || item.page === null
              ? { component: 'button' as const, disabled: true }
              : { component: 'a' as const, href: pageHref(query, item.page) })}
            onClick={(event: MouseEvent) => {
              if (!onChange || item.page === null || item.disabled) return;
              // Plain clicks page in place; modified clicks (new tab...) follow the link.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onChange(item.page);
            }}
          />
        )}
      />
    </nav>
  );
}
