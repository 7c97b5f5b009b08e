import type { ReactNode } from 'react';
import { cx, ui } from '@/modules/plain-ui';
import styles from './error-page.module.css';

export interface ErrorPageTexts {
  /** "Erreur 404" */
  status: string;
  title: string;
  message: string;
  home: string;
  retry: string;
}

export interface ErrorPageViewProps {
  texts: ErrorPageTexts;
  /** Where the home button leads (homeRouteOf: an employer's own area). */
  homeHref: string;
  /** For an error boundary: its retry button (retryButtonClass), after the home link. */
  retry?: ReactNode;
}

/** The retry button's look, for whoever renders it (a click handler or RetryButton). */
export const retryButtonClass = cx(ui.button, ui.text, ui.large, styles.retry);

/**
 * Spec section 2's error page: title and message by status, and a home button. No hooks and no
 * MUI, so the server renders it for 404 and 403, and for the (site) error boundary too, which
 * only adds its reset (RetryButton).
 */
export function ErrorPageView({ texts, homeHref, retry }: ErrorPageViewProps) {
  return (
    <section className={cx(ui.container, styles.errorPage)}>
      <p className={styles.overline}>{texts.status}</p>
      <h1 className={cx(ui.h3, styles.title)}>{texts.title}</h1>
      <p className={cx(ui.body1, styles.message)}>{texts.message}</p>
      <a href={homeHref} className={cx(ui.button, ui.contained, ui.large)}>
        {texts.home}
      </a>
      {retry}
    </section>
  );
}

/** The texts of one status from the `errors` messages (403 and 404 have their own wording). */
export function errorPageTexts(
  status: number,
  t: (key: string, values?: Record<string, number>) => string,
): ErrorPageTexts {
  const key = status === 403 || status === 404 ? String(status) : 'generic';
  return {
    status: t('status', { status }),
    title: t(`${key}.title`),
    message: t(`${key}.message`),
    home: t('home'),
    retry: t('retry'),
  };
}
