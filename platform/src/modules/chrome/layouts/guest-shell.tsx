import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { cx, ui } from '@/modules/plain-ui';
import { BoardLogo } from '../branding/board-logo';
import { LanguageSwitcher } from '../language/language-switcher';
import { localizedHref } from '../language/localized-href';
import styles from './guest-shell.module.css';

const END_ID = 'guest-layout-end';

/**
 * Spec section 2, guest layout: a centred card on a dark background, switcher, copyright. Server
 * markup in plain CSS (issue 16): the sign-in, registration and password pages load only their
 * form's island; a page that needs MUI adds AppProviders around itself (the `(app)` group).
 */
export async function GuestShell({
  board,
  locale,
  path,
  children,
}: {
  board: BoardConfig;
  locale: Locale;
  /** The public path requested, for the language link. */
  path: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'shell' });
  const target = locale === 'fr' ? 'en' : 'fr';
  return (
    <div className={styles.page}>
      {/* The card is centred in the screen's height, so a first paint of half-parsed HTML (a
          slow phone parses in slices) moved it up as the rest came in: 0.04 to 0.09 CLS. The
          browser holds rendering until the column's end is parsed (React hoists the link). */}
      <link rel="expect" href={`#${END_ID}`} blocking="render" />
      <main id="main" className={cx(ui.paper, styles.card)}>
        <a href={pathFor(locale, '/')} className={styles.home}>
          <BoardLogo
            board={board}
            locale={locale}
            priority
            maxWidth={board.logoWidths.guest}
            creditLabel={t('footer.byCredit')}
          />
        </a>
        {children}
      </main>
      {/* In a landmark, so that no content lies outside one (axe `region`). */}
      <footer className={styles.footer}>
        <LanguageSwitcher
          href={localizedHref(path, target, board.jobPageSlugs, [])}
          target={target}
          title={t('language.label')}
          tone="light"
        />
        <p className={cx(ui.body2, styles.copyright)}>
          {t('footer.copyright', { year: new Date().getFullYear(), name: board.name[locale] })}
        </p>
      </footer>
      <span id={END_ID} hidden />
    </div>
  );
}
