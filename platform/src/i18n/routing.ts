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
    // Static pages and contact: their route files come from the static-pages work.
    '/about-us': { en: '/about-us', fr: '/a-propos' },
    '/contact-us': '/contact-us',
    '/our-partners': { en: '/our-partners', fr: '/nos-partenaires' },
    '/our-solution': { en: '/our-solution', fr: '/notre-service-de-depannage' },
    '/privacy-policy': {
      en: '/privacy-policy',
      fr: '/politique-de-confidentialite-et-de-securite',
    },
    '/terms-and-conditions': { en: '/terms-and-conditions', fr: '/termes-et-conditions' },
    '/dev/mailbox': '/dev/mailbox',
  },
});

export type AppLocale = (typeof routing.locales)[number];
export type AppPathname = keyof typeof routing.pathnames;
