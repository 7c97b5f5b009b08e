import { cx } from '@/modules/plain-ui';
import { formatMessage } from '../text/message-format';
import type { OfferListText } from '../text/offer-list-text';
import styles from './pagination.module.css';

export interface PaginationViewProps {
  page: number;
  lastPage: number;
  /**
   * The query of the other filters (no `page`): each page is a real link, so paging works
   * without JavaScript and opens in a new tab.
   */
  query?: string;
  text: OfferListText['pagination'];
  locale: string;
}

/** Spec section 9: shown only when there is more than one page. */
export function pageHref(query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const out = params.toString();
  return out ? `?${out}` : '?';
}

type Item = number | 'previous' | 'next' | 'start-ellipsis' | 'end-ellipsis';

/** MUI's usePagination ranges (one boundary page, one sibling each side), so nothing moves. */
export function pageItems(page: number, count: number): Item[] {
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const boundary = 1;
  const siblings = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblings, count - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblings, boundary + siblings * 2 + 2),
    endPages.length > 0 ? endPages[0]! - 2 : count - 1,
  );
  return [
    'previous',
    ...startPages,
    ...(siblingsStart > boundary + 2
      ? (['start-ellipsis'] as const)
      : boundary + 1 < count - boundary
        ? [boundary + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1
      ? (['end-ellipsis'] as const)
      : count - boundary > boundary
        ? [count - boundary]
        : []),
    ...endPages,
    'next',
  ];
}

const chevron = {
  previous: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  next: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
};

/**
 * The result pages as links, centred under the list; plain markup with no handler, so the server
 * renders it too. The search island pages in place by catching the clicks on its links.
 */
export function PaginationView({
  page: requested,
  lastPage,
  query = '',
  text,
  locale,
}: PaginationViewProps) {
  if (lastPage <= 1) return null;
  const page = Math.min(requested, lastPage);
  return (
    <nav aria-label={text.label} className={styles.root}>
      <ul className={styles.list}>
        {pageItems(page, lastPage).map((item) => {
          if (item === 'start-ellipsis' || item === 'end-ellipsis')
            return (
              <li key={item}>
                <div className={cx(styles.item, styles.ellipsis)}>…</div>
              </li>
            );
          if (item === 'previous' || item === 'next') {
            const target = item === 'previous' ? page - 1 : page + 1;
            const icon = (
              <svg className={styles.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                <path d={chevron[item]} />
              </svg>
            );
            // A disabled item (previous on the first page...) is a disabled button, not a link
            // that goes nowhere: an <a href aria-disabled> is still followed and crawled.
            return (
              <li key={item}>
                {target < 1 || target > lastPage ? (
                  <button type="button" className={styles.item} disabled aria-label={text[item]}>
                    {icon}
                  </button>
                ) : (
                  <a className={styles.item} href={pageHref(query, target)} aria-label={text[item]}>
                    {icon}
                  </a>
                )}
              </li>
            );
          }
          const current = item === page;
          return (
            <li key={item}>
              <a
                className={cx(styles.item, current && styles.selected)}
                href={pageHref(query, item)}
                // Spread: an undefined prop is still written into the flight data.
                {...(current ? { 'aria-current': 'page' as const } : {})}
                aria-label={formatMessage(
                  current ? text.current : text.page,
                  { page: item },
                  locale,
                )}
              >
                {item}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
