'use client';

import { cx, ui } from '@/modules/plain-ui';
import styles from './site-error.module.css';
import { useSiteErrorTexts } from './site-error-texts';

/**
 * Spec section 2's error page for a failure while rendering a public page (status 500): title,
 * message, home and retry, in plain CSS, with the wording the layout provides.
 */
export function SiteErrorView({ onRetry }: { onRetry: () => void }) {
  const texts = useSiteErrorTexts();
  if (!texts) return null;
  return (
    <section className={styles.section}>
      <p className={styles.overline}>{texts.status}</p>
      <h1 className={cx(ui.h3, styles.title)}>{texts.title}</h1>
      <p className={cx(ui.body1, styles.message)}>{texts.message}</p>
      <a href={texts.homeHref} className={cx(ui.button, ui.contained, ui.large)}>
        {texts.home}
      </a>
      <button
        type="button"
        onClick={onRetry}
        className={cx(ui.button, ui.text, ui.large, styles.retry)}
      >
        {texts.retry}
      </button>
    </section>
  );
}
