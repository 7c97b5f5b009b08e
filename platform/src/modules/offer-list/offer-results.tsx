import type { ReactNode } from 'react';
import { cx, ui } from '@/modules/plain-ui';
import type { OfferListText } from './offer-list-text';
import styles from './offer-results.module.css';

export interface OfferResultsProps {
  /** The count sentence, formatted ("24 offres"); empty while the first answer loads. */
  count: string;
  /** The answer has no offer at all. */
  empty: boolean;
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
          <p className={ui.h6}>{t.empty}</p>
          <p className={cx(ui.body1)}>{t.emptyHint}</p>
        </div>
      ) : null}
      <div className={cx(styles.list, fetching && styles.dimmed)}>{children}</div>
    </div>
  );
}

/**
 * The failed search's alert with its retry. Only ever shown after a search the island fetched,
 * so it comes with the results' code (search's results-view.ts), not in the page's first load.
 */
export function ResultsAlert({
  text: t,
  onRetry,
}: {
  text: OfferListText['results'];
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={styles.alert}>
      <svg className={styles.alertIcon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" />
      </svg>
      <div className={styles.alertMessage}>{t.error}</div>
      <div className={styles.alertAction}>
        <button
          type="button"
          className={cx(ui.button, ui.text, ui.small, styles.retry)}
          onClick={onRetry}
        >
          {t.retry}
        </button>
      </div>
    </div>
  );
}
