import type { Locale } from './board-config';

/** A route's public path: the same in both languages, or one per language. */
export type PathTemplate = string | Readonly<Record<Locale, string>>;

/**
 * Every route of spec section 2 with its French slug (English form first, French where it
 * differs). Keys are the internal paths of `platform/src/app/[board]/[locale]/...`. The board
 * never appears in a public URL: it comes from the host.
 *
 * The one URL table: next-intl's routing (platform/src/i18n/routing.ts), the path builder
 * (./paths.ts), the proxy's public-page list, canonical and hreflang links, the sitemap and the
 * API's mail links all read it, so a slug is written here and nowhere else.
 *
 * Employer routes: the spec names French slugs (under /employeur) only for register, login,
 * forgot-password, create-offer and my-offers; the others stay /fr/employer/... as it says
 * "mostly /fr/employer/... or /fr/employeur/...". Optional params in the middle of a path
 * (offer/{id?}/edit) cannot exist in a URL, so those ids are required.
 */
export const pathnames = {
  '/': '/',
  '/find-a-job': { en: '/find-a-job', fr: '/trouver-un-emploi' },
  // The search's RSS feed, same query as the search page. No extension: the proxy skips
  // dotted paths, and only routed paths get their board and language.
  '/find-a-job/rss': { en: '/find-a-job/rss', fr: '/trouver-un-emploi/rss' },
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
  // Guest pages.
  '/login': { en: '/login', fr: '/connexion' },
  '/register': { en: '/register', fr: '/inscription' },
  '/forgot-password': { en: '/forgot-password', fr: '/mot-de-passe-oublie' },
  // Candidate profile.
  '/profile': '/profile',
  '/profile/skills/add': '/profile/skills/add',
  '/profile/skills/edit/[[...id]]': '/profile/skills/edit/[[...id]]',
  // Where deleting the account ends, signed out.
  '/account-deleted': { en: '/account-deleted', fr: '/compte-supprime' },
  // Job browsing: the category segment is the board's jobPageSlugs[locale].
  '/job': { en: '/job', fr: '/emploi' },
  '/job/[category]': { en: '/job/[category]', fr: '/emploi/[category]' },
  '/job/[category]/[specialization]': {
    en: '/job/[category]/[specialization]',
    fr: '/emploi/[category]/[specialization]',
  },
  '/job/[category]/[specialization]/[city]': {
    en: '/job/[category]/[specialization]/[city]',
    fr: '/emploi/[category]/[specialization]/[city]',
  },
  '/offer/[slug]': { en: '/offer/[slug]', fr: '/offre/[slug]' },
  '/offer/[slug]/[id]': { en: '/offer/[slug]/[id]', fr: '/offre/[slug]/[id]' },
  '/offer/[slug]/[id]/apply': {
    en: '/offer/[slug]/[id]/apply',
    fr: '/offre/[slug]/[id]/application',
  },
  '/offer/[slug]/[id]/report': {
    en: '/offer/[slug]/[id]/report',
    fr: '/offre/[slug]/[id]/signaler',
  },
  // The type stays the API's English name in both languages; the slug is the attribute's own.
  '/category/[type]/[slug]': { en: '/category/[type]/[slug]', fr: '/categorie/[type]/[slug]' },
  '/company/[slug]/[id]': { en: '/company/[slug]/[id]', fr: '/entreprise/[slug]/[id]' },
  '/company/[slug]/[id]/jobs': {
    en: '/company/[slug]/[id]/jobs',
    fr: '/entreprise/[slug]/[id]/emplois',
  },
  // Token links (selector/token or email/token, both optional).
  '/email-confirmation/[[...token]]': '/email-confirmation/[[...token]]',
  '/reset-password/[[...token]]': '/reset-password/[[...token]]',
  '/news-letter-confirmation/[[...token]]': '/news-letter-confirmation/[[...token]]',
  '/jobboard_news_letter/unsubscribe/[[...token]]':
    '/jobboard_news_letter/unsubscribe/[[...token]]',
  '/job-alert/confirm/[[...token]]': {
    en: '/job-alert/confirm/[[...token]]',
    fr: '/alerte-emploi/confirmation/[[...token]]',
  },
  '/job-alert/unsubscribe/[[...token]]': {
    en: '/job-alert/unsubscribe/[[...token]]',
    fr: '/alerte-emploi/desabonnement/[[...token]]',
  },
  // Employer area.
  '/employer/register': { en: '/employer/register', fr: '/employeur/inscription' },
  '/employer/login': { en: '/employer/login', fr: '/employeur/connexion' },
  '/employer/forgot-password': {
    en: '/employer/forgot-password',
    fr: '/employeur/mot-de-passe-oublie',
  },
  '/employer/companies': '/employer/companies',
  '/employer/create-company': '/employer/create-company',
  '/employer/companies/[id]/edit': '/employer/companies/[id]/edit',
  '/employer/create-offer': { en: '/employer/create-offer', fr: '/employeur/creer-une-offre' },
  '/employer/my-offers': { en: '/employer/my-offers', fr: '/employeur/mes-offres' },
  '/employer/offer/[id]/edit': '/employer/offer/[id]/edit',
  '/employer/offer/[id]/applications': '/employer/offer/[id]/applications',
  '/employer/offer/[id]/publish': '/employer/offer/[id]/publish',
  '/employer/offer/[id]/publish/success': '/employer/offer/[id]/publish/success',
  '/employer/offer/[id]/publish/cancel': '/employer/offer/[id]/publish/cancel',
  '/employer/profile': '/employer/profile',
  '/employer/team': { en: '/employer/team', fr: '/employeur/equipe' },
  '/employer/team/accept/[[...token]]': {
    en: '/employer/team/accept/[[...token]]',
    fr: '/employeur/equipe/accepter/[[...token]]',
  },
  '/employer/invoices': { en: '/employer/invoices', fr: '/employeur/factures' },
  '/employer/recruitment': '/employer/recruitment',
  '/employer/staffing': '/employer/staffing',
} as const satisfies Record<string, PathTemplate>;

/** An internal route, the key of the table (e.g. '/offer/[slug]/[id]'). */
export type RoutePathname = keyof typeof pathnames;
