import { cx, ui } from '@/modules/plain-ui';
import type { OfferListText } from '../text/offer-list-text';
import styles from './results-alert.module.css';

/**
 * The failed search's alert with its retry. Only ever shown after a search the island fetched,
 * so it comes with the results' code (search's results-view.ts), not in the page's first load:
 * a file of its own, since the bundler keeps every export of a module the first load imports.
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
