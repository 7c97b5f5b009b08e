import styles from './privacy-notice.module.css';

/** What the notice says, translated on the server (privacyNoticeTexts) or in the client. */
export interface PrivacyNoticeTexts {
  text: string;
  link: string;
  href: string;
}

/**
 * Law 25 (Quebec), at the point of collection: who collects the data, why, and a link to the
 * board's privacy policy (issue 46, item 23). Plain markup without hooks, so the server pages'
 * forms and the MUI forms render the same element.
 */
export function PrivacyNotice({
  text,
  link,
  href,
  tone = 'muted',
}: PrivacyNoticeTexts & {
  /** 'inherit' on a dark footer, where the muted grey would not read. */
  tone?: 'muted' | 'inherit';
}) {
  return (
    <p
      className={tone === 'inherit' ? `${styles.notice} ${styles.inherit}` : styles.notice}
      data-testid="privacy-notice"
    >
      {text}{' '}
      <a href={href} className={styles.link}>
        {link}
      </a>
    </p>
  );
}
