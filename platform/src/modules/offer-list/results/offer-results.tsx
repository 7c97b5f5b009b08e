import type { ReactNode } from 'react';
import { cx, ui } from '@/modules/plain-ui';
import type { OfferListText } from '../text/offer-list-text';
import styles from './offer-results.module.css';

export interface OfferResultsProps {
  /** The count sentence, formatted ("24 offres"); empty while the first answer loads. */
  count: string;
  /** The answer has no offer at all. */
  empty: boolean;
  /** What the empty state says instead of the list's own words (a distance search's). */
  emptyText?: { title: string; hint: string } | undefined;
  /** `ResultsAlert` while the last search failed; null otherwise. */
  alert: ReactNode;
  fetching: boolean;
  text: OfferListText['results'];
  /** The cards (`ResultCards`): the server's first page, or the island's later ones. */
  children: ReactNode;
}

/**
 * The result list's frame with its loading, empty and error states; the count is announced
 * politely. It stays mounted while the cards inside change, so the live region keeps working.
 */
export function OfferResults({
  count,
  empty,
  emptyText,
  alert,
  fetching,
  text: t,
  children,
}: OfferResultsProps) {
  return (
    <div
      aria-busy={fetching}
      data-testid="offer-results"
      data-fetching={fetching}
      className={styles.root}
    >
      {/* Reserved height: the bar appears and goes without moving the list. */}
      <div className={styles.barSlot}>
        {fetching ? (
          <span role="progressbar" aria-label={t.loading} className={styles.bar}>
            <span className={styles.bar1} />
            <span className={styles.bar2} />
          </span>
        ) : null}
      </div>
      <p role="status" className={cx(ui.subtitle2, styles.count)}>
        {count || (fetching ? t.loading : '')}
      </p>
      {alert}
      {empty ? (
        <div className={styles.empty} data-testid="offer-results-empty">
          <p className={ui.h6}>{emptyText?.title ?? t.empty}</p>
          <p className={cx(ui.body1)}>{emptyText?.hint ?? t.emptyHint}</p>
        </div>
      ) : null}
      <div className={cx(styles.list, fetching && styles.dimmed)}>{children}</div>
    </div>
  );
}
