import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor, type AttributeSlugs } from '@jobboard/tenancy/paths';
import { cx, ui } from '@/modules/plain-ui';
import { BoardLogo } from '../branding/board-logo';
import { LanguageLink, type LanguageLinkProps } from '../language/language-link';
import { localizedHref } from '../language/localized-href';
import type { NavItem } from '../nav-item';
import styles from './header.module.css';
import { HeaderHeight } from './header-height';
import { jobNavItems } from './job-nav-items';
import { LogoutButton } from './logout-button';
import { DrawerLinks } from './drawer-links';
import { MobileMenu } from './mobile-menu';
import type { LogoutTarget, PlainHeaderButton } from './plain-header-button';

export interface PublicHeaderTexts {
  main: string;
  findAJob: string;
  aboutUs: string;
  publishOffer: string;
  login: string;
  register: string;
  logout: string;
  myProfile: string;
  openMenu: string;
  closeMenu: string;
  /** The language switcher's tooltip. */
  language: string;
  byCredit: string;
}

const HEADER_ID = 'site-header';

const variantClass = {
  contained: ui.contained,
  outlined: ui.outlined,
  text: ui.text,
} as const;

/**
 * Spec section 2, the header of the public pages for a visitor (Find a job, About us, Publish an
 * offer, Log in, Register) or a signed-in candidate (My profile, Log out): a server component in
 * plain CSS. Its islands: the language link (the current path), the small-screen menu, Log out,
 * and the height variable toasts start below. CSS breakpoints, so the HTML is already right for
 * the screen.
 */
export function PublicHeader({
  board,
  locale,
  candidate,
  attributeSlugs,
  path,
  languageHref,
  texts,
}: {
  board: BoardConfig;
  locale: Locale;
  /** A signed-in candidate (from the session cookie); otherwise a visitor. */
  candidate: boolean;
  attributeSlugs: readonly AttributeSlugs[];
  /** The public path requested, which the language link translates. */
  path: string;
  /** The other language's path when the page's record names it (an offer's or company's slug). */
  languageHref?: string | null;
  texts: PublicHeaderTexts;
}) {
  const label = (key: 'findAJob' | 'aboutUs') => texts[key];
  const items: NavItem[] = candidate
    ? jobNavItems(locale, label)
    : [
        ...jobNavItems(locale, label),
        {
          key: 'publish',
          label: texts.publishOffer,
          href: pathFor(locale, '/employer/create-offer'),
        },
      ];
  const buttons: PlainHeaderButton[] = candidate
    ? [
        {
          key: 'profile',
          label: texts.myProfile,
          href: pathFor(locale, '/profile'),
          variant: 'contained',
        },
        { key: 'logout', label: texts.logout, logout: true, variant: 'text' },
      ]
    : [
        { key: 'login', label: texts.login, href: pathFor(locale, '/login'), variant: 'text' },
        {
          key: 'register',
          label: texts.register,
          href: pathFor(locale, '/register'),
          variant: 'contained',
        },
      ];
  const logout: LogoutTarget | undefined = candidate
    ? { logoutUrl: apiPath('/jobboard/auth/logout'), homeHref: pathFor(locale, '/') }
    : undefined;
  const language: LanguageLinkProps = {
    locale,
    path,
    href:
      languageHref ??
      localizedHref(path, locale === 'fr' ? 'en' : 'fr', board.jobPageSlugs, attributeSlugs),
    jobPageSlugs: board.jobPageSlugs,
    board: board.key,
    title: texts.language,
  };
  return (
    <header id={HEADER_ID} className={styles.bar}>
      {/* MuiContainer-root: the name e2e (screen-space) finds the header's content box by; no
          style hangs on it. */}
      <div className={cx(ui.container, 'MuiContainer-root')}>
        <div className={styles.toolbar}>
          <a href={pathFor(locale, '/')} className={styles.logoLink}>
            <BoardLogo
              board={board}
              locale={locale}
              maxWidth={board.logoWidths.header}
              creditLabel={texts.byCredit}
              priority
            />
          </a>
          <nav aria-label={texts.main} className={styles.nav}>
            {items.map((item) => (
              <a key={item.key} href={item.href} className={styles.navLink}>
                {item.label}
              </a>
            ))}
          </nav>
          <div className={styles.actions}>
            <LanguageLink {...language} />
            {buttons
              .filter((b) => !b.drawerOnly)
              .map((b) => {
                const className = cx(ui.button, variantClass[b.variant]);
                return b.logout && logout ? (
                  <LogoutButton key={b.key} label={b.label} className={className} target={logout} />
                ) : (
                  <a key={b.key} href={b.href} className={className}>
                    {b.label}
                  </a>
                );
              })}
          </div>
          <div className={cx(styles.spacer, styles.menuButton)} />
          <MobileMenu labels={{ open: texts.openMenu, close: texts.closeMenu }}>
            <DrawerLinks
              mainLabel={texts.main}
              items={items}
              buttons={buttons}
              language={language}
              logout={logout}
            />
          </MobileMenu>
        </div>
      </div>
      <HeaderHeight headerId={HEADER_ID} />
    </header>
  );
}
