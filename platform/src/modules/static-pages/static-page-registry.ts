import aboutUsEn from './content/about-us.en';
import aboutUsFr from './content/about-us.fr';
import ourPartnersEn from './content/our-partners.en';
import ourPartnersFr from './content/our-partners.fr';
import ourSolutionEn from './content/our-solution.en';
import ourSolutionFr from './content/our-solution.fr';
import privacyPolicyEn from './content/privacy-policy.en';
import privacyPolicyFr from './content/privacy-policy.fr';
import termsEn from './content/terms-and-conditions.en';
import termsFr from './content/terms-and-conditions.fr';
import type { StaticPageText } from './static-page-content';
import type { Locale } from '@jobboard/tenancy/board-config';

/** Each static page's text per language; the key is also its internal route path. */
export const staticPages = {
  'about-us': { fr: aboutUsFr, en: aboutUsEn },
  'our-partners': { fr: ourPartnersFr, en: ourPartnersEn },
  'our-solution': { fr: ourSolutionFr, en: ourSolutionEn },
  'privacy-policy': { fr: privacyPolicyFr, en: privacyPolicyEn },
  'terms-and-conditions': { fr: termsFr, en: termsEn },
} satisfies Record<string, Record<Locale, StaticPageText>>;

export type StaticPageKey = keyof typeof staticPages;
