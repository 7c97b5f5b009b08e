import { pathFor } from '@jobboard/tenancy/paths';
import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import type { CookieBannerTexts } from './cookie-consent/cookie-banner';
import type { FullFooterTexts } from './footer/footer-texts';
import type { FooterKey } from './footer/footer-links';

/**
 * Stories only: the wording the server hands the shell's components, built from Storybook's
 * providers (board and language toolbar), so the plain components render as on a page.
 */
export function useStoryShell(): {
  board: BoardConfig;
  locale: Locale;
  footer: FullFooterTexts;
  cookies: CookieBannerTexts;
} {
  const board = useBoard();
  const locale = useLocale() as Locale;
  const t = useTranslations('shell');
  const keys: FooterKey[] = [
    'home',
    'jobs',
    'about',
    'partners',
    'solution',
    'privacy',
    'terms',
    'contact',
  ];
  return {
    board,
    locale,
    footer: {
      frame: {
        label: t('footer.label'),
        copyright: t('footer.copyright', { year: 2026, name: board.name[locale] }),
        social: t('footer.social'),
        byCredit: t('footer.byCredit'),
        cookiePreferences: t('footer.cookiePreferences'),
      },
      links: Object.fromEntries(keys.map((k) => [k, t(`footer.${k}`)])) as Record<
        FooterKey,
        string
      >,
      explore: t('footer.explore'),
      company: t('footer.company'),
    },
    cookies: {
      label: t('cookies.label'),
      title: t('cookies.title'),
      text: t('cookies.text'),
      accept: t('cookies.accept'),
      refuse: t('cookies.refuse'),
      privacy: t('cookies.privacy'),
      privacyHref: pathFor(locale, '/privacy-policy'),
    },
  };
}
