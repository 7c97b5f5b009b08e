import { defineRouting } from 'next-intl/routing';
import { locales } from '@jobboard/tenancy/locales';
import { pathnames } from '@jobboard/tenancy/route-table';

/**
 * next-intl's view of the one route table (packages/tenancy/src/route-table.ts): locale
 * routing in the proxy, and Link/redirect in components. URLs in code come from `pathFor`
 * (@jobboard/tenancy/paths), which reads the same table.
 */
export const routing = defineRouting({
  locales,
  defaultLocale: 'fr',
  localePrefix: 'always',
  // Spec section 9: this cookie drives the root redirect and lasts 365 days.
  localeCookie: { name: 'i18n_redirected', maxAge: 60 * 60 * 24 * 365 },
  // The Link header would not translate the job page's category segment; pages emit their own
  // <link rel="alternate" hreflang> from the board config instead (see page-metadata.ts).
  alternateLinks: false,
  pathnames,
});
