'use client';

import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';

export interface OfferPaginationProps {
  page: number;
  lastPage: number;
  /** The link of a page, so paging works without JavaScript and can be opened in a new tab. */
  hrefFor: (page: number) => string;
  /** Client-side paging; the link is followed when absent. */
  onChange?: (page: number) => void;
}

/** Spec section 9: shown only when there is more than one page. */
export function OfferPagination({ page, lastPage, hrefFor, onChange }: OfferPaginationProps) {
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
          return t(type);
        }}
        renderItem={(item) => (
          <PaginationItem
            {...item}
            component="a"
            href={item.page !== null ? hrefFor(item.page) : undefined}
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
