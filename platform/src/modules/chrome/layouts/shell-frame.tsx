import type { ReactNode } from 'react';
import { NavigationProgress } from '@/modules/navigation';
import { CookieBanner } from '../cookie-consent/cookie-banner';
import type { ShellTexts } from './shell-texts';
import styles from './shell.module.css';
import { SkipLink } from './skip-link';

/**
 * What every page layout shares: skip link, cookie banner, the header, then the layout's own
 * notices, the page in `main`, and the layout's footer. A server component in plain CSS.
 */
export function ShellFrame({
  texts,
  header,
  notices,
  footer,
  children,
}: {
  texts: ShellTexts;
  header: ReactNode;
  notices: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <SkipLink label={texts.skipToContent} />
      <NavigationProgress label={texts.loading} />
      {/* Above the header on phones, sticky at the screen's foot from 900 px
          (cookie-banner.module.css); early in the HTML either way: parsed whole before the first
          paint, so it never appears or grows while the rest of the page streams in. */}
      <CookieBanner texts={texts.cookies} />
      {header}
      {notices}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
