import type { ReactNode } from 'react';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { ui } from '@/modules/plain-ui';
import { BoardLogo } from '../branding/board-logo';
import { PREFERENCES_BUTTON_ATTRIBUTE } from '../cookie-consent/cookie-consent-script';
import styles from './footer.module.css';
import { SocialLinks } from './social-links';

export interface FooterTexts {
  label: string;
  /** Already formatted with the year and the board's name. */
  copyright: string;
  social: string;
  byCredit: string;
  /** Shows the cookie banner again (issue 46, item 22). */
  cookiePreferences: string;
}

/**
 * The dark band both footers share: light logo, the footer's own content, copyright, socials.
 * Plain HTML and CSS (no hooks): a server component, like the whole public shell.
 */
export function FooterFrame({
  board,
  locale,
  texts,
  children,
}: {
  board: BoardConfig;
  locale: Locale;
  texts: FooterTexts;
  children: ReactNode;
}) {
  return (
    <footer aria-label={texts.label} className={styles.footer}>
      <div className={ui.container}>
        <div className={styles.top}>
          <div className={styles.logo}>
            <BoardLogo
              board={board}
              locale={locale}
              variant="light"
              maxWidth={board.logoWidths.footer}
              creditLabel={texts.byCredit}
            />
          </div>
          <div className={styles.content}>{children}</div>
        </div>
        <hr className={styles.divider} />
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            {texts.copyright}{' '}
            {/* Answered by the banner's inline script (no island): it works before hydration. */}
            <button
              type="button"
              className={styles.preferences}
              {...{ [PREFERENCES_BUTTON_ATTRIBUTE]: '' }}
            >
              {texts.cookiePreferences}
            </button>
          </p>
          <SocialLinks social={board.social} label={texts.social} />
        </div>
      </div>
    </footer>
  );
}
