import { defineRouting } from 'next-intl/routing';

/**
 * Every route with its French slug (spec section 2: English form first, French where it
 * differs). The board never appears in a public URL: it comes from the host.
 */
export const routing = defineRouting({
  locales: ['fr', 'en'],
  defaultLocale: 'fr',
  localePrefix: 'always',
  // Spec section 9: this cookie drives the root redirect and lasts 365 days.
  localeCookie: { name: 'i18n_redirected', maxAge: 60 * 60 * 24 * 365 },
  pathnames: {
    '/': '/',
    '/about-us': { en: '/about-us', fr: '/a-propos' },
    // Job browsing (same entries as the shell's table; the category segment is the board's
    // jobPageSlugs[locale]).
    '/job/[category]': { en: '/job/[category]', fr: '/emploi/[category]' },
    '/job/[category]/[specialization]': {
      en: '/job/[category]/[specialization]',
      fr: '/emploi/[category]/[specialization]',
    },
    '/job/[category]/[specialization]/[city]': {
      en: '/job/[category]/[specialization]/[city]',
      fr: '/emploi/[category]/[specialization]/[city]',
    },
    '/offer/[slug]/[id]': { en: '/offer/[slug]/[id]', fr: '/offre/[slug]/[id]' },
    '/company/[slug]/[id]': { en: '/company/[slug]/[id]', fr: '/entreprise/[slug]/[id]' },
    '/company/[slug]/[id]/jobs': {
      en: '/company/[slug]/[id]/jobs',
      fr: '/entreprise/[slug]/[id]/emplois',
    },
    '/news-letter-confirmation/[[...token]]': '/news-letter-confirmation/[[...token]]',
    '/jobboard_news_letter/unsubscribe/[[...token]]':
      '/jobboard_news_letter/unsubscribe/[[...token]]',
  },
});

export type AppLocale = (typeof routing.locales)[number];
export type AppPathname = keyof typeof routing.pathnames;
