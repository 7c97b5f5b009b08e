'use client';

import Pagination from '@mui/material/Pagination';
import { useTranslations } from 'next-intl';

/**
 * The pages of an employer list, centred below it, in a navigation landmark named `label`;
 * nothing when everything fits on one page. Its buttons are named in the reader's language with
 * the search results' wording (MUI's own names are English only).
 */
export function ListPagination({
  pageCount,
  page,
  onChange,
  label,
}: {
  pageCount: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const t = useTranslations('offers.pagination');
  if (pageCount <= 1) return null;
  return (
    // MUI's Pagination is itself the <nav> landmark.
    <Pagination
      aria-label={label}
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      count={pageCount}
      page={Math.min(page, pageCount)}
      onChange={(_, p) => onChange(p)}
      getItemAriaLabel={(type, item, selected) => {
        if (type === 'page') return t(selected ? 'current' : 'page', { page: item ?? 0 });
        if (type === 'first' || type === 'last' || type === 'next' || type === 'previous')
          return t(type);
        return '';
      }}
    />
  );
}
