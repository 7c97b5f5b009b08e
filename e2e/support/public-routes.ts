import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ExpectedBoard } from './boards';
import type { CatalogueSample } from './catalogue-sample';
import { repoRoot } from './server-process';

export interface PublicRoute {
  en: string;
  fr: string;
  /**
   * Pages whose route files come from the static-pages / contact work merged separately; they
   * are checked as soon as their route file exists (see staticPageExists).
   */
  staticPage?: boolean;
}

/**
 * Every public route of spec section 2 (public, job browsing, token links, guest pages) that
 * renders a page. /offer/{slug} is not here: it only moves legacy URLs to the canonical offer
 * URL (or 404s), which browse-more.spec.ts checks.
 */
export function publicRoutes(board: ExpectedBoard, data: CatalogueSample): PublicRoute[] {
  const { fr: cat, en: catEn } = board.jobPageSlugs;
  const { offer: o, company: c, specialization: sp, city } = data;
  return [
    { en: '/en', fr: '/fr' },
    { en: '/en/find-a-job', fr: '/fr/trouver-un-emploi' },
    { en: '/en/about-us', fr: '/fr/a-propos', staticPage: true },
    { en: '/en/contact-us', fr: '/fr/contact-us', staticPage: true },
    { en: '/en/our-partners', fr: '/fr/nos-partenaires', staticPage: true },
    { en: '/en/our-solution', fr: '/fr/notre-service-de-depannage', staticPage: true },
    {
      en: '/en/privacy-policy',
      fr: '/fr/politique-de-confidentialite-et-de-securite',
      staticPage: true,
    },
    { en: '/en/terms-and-conditions', fr: '/fr/termes-et-conditions', staticPage: true },
    { en: '/en/login', fr: '/fr/connexion' },
    { en: '/en/register', fr: '/fr/inscription' },
    { en: '/en/forgot-password', fr: '/fr/mot-de-passe-oublie' },
    { en: `/en/job/${catEn}`, fr: `/fr/emploi/${cat}` },
    { en: `/en/job/${catEn}/${sp.en}`, fr: `/fr/emploi/${cat}/${sp.fr}` },
    { en: `/en/job/${catEn}/${sp.en}/${city}`, fr: `/fr/emploi/${cat}/${sp.fr}/${city}` },
    { en: `/en/offer/${o.slug.en}/${o.id}`, fr: `/fr/offre/${o.slug.fr}/${o.id}` },
    {
      en: `/en/offer/${o.slug.en}/${o.id}/apply`,
      fr: `/fr/offre/${o.slug.fr}/${o.id}/application`,
    },
    {
      en: `/en/offer/${o.slug.en}/${o.id}/report`,
      fr: `/fr/offre/${o.slug.fr}/${o.id}/signaler`,
    },
    { en: '/en/category/schedule/full-time', fr: '/fr/categorie/schedule/temps-plein' },
    { en: `/en/company/${c.slug.en}/${c.id}`, fr: `/fr/entreprise/${c.slug.fr}/${c.id}` },
    {
      en: `/en/company/${c.slug.en}/${c.id}/jobs`,
      fr: `/fr/entreprise/${c.slug.fr}/${c.id}/emplois`,
    },
    { en: '/en/email-confirmation/sel/tok', fr: '/fr/email-confirmation/sel/tok' },
    { en: '/en/reset-password/sel/tok', fr: '/fr/reset-password/sel/tok' },
    {
      en: '/en/news-letter-confirmation/a%40b.ca/tok',
      fr: '/fr/news-letter-confirmation/a%40b.ca/tok',
    },
    {
      en: '/en/jobboard_news_letter/unsubscribe/a%40b.ca/tok',
      fr: '/fr/jobboard_news_letter/unsubscribe/a%40b.ca/tok',
    },
    { en: '/en/employer/login', fr: '/fr/employeur/connexion' },
    { en: '/en/employer/register', fr: '/fr/employeur/inscription' },
    { en: '/en/employer/forgot-password', fr: '/fr/employeur/mot-de-passe-oublie' },
  ];
}

/** Candidate-only routes (guard `auth`): visitors and employers go to the login page. */
export const candidateRoutes: PublicRoute[] = [
  { en: '/en/profile', fr: '/fr/profile' },
  { en: '/en/profile/skills/add', fr: '/fr/profile/skills/add' },
  { en: '/en/profile/skills/edit', fr: '/fr/profile/skills/edit' },
  { en: '/en/profile/skills/edit/3', fr: '/fr/profile/skills/edit/3' },
];

/** Employer area routes (guard `auth-employer` or a permission): behind employer login. */
export const employerRoutes: PublicRoute[] = [
  { en: '/en/employer/companies', fr: '/fr/employer/companies' },
  { en: '/en/employer/create-company', fr: '/fr/employer/create-company' },
  { en: '/en/employer/companies/5/edit', fr: '/fr/employer/companies/5/edit' },
  { en: '/en/employer/create-offer', fr: '/fr/employeur/creer-une-offre' },
  { en: '/en/employer/my-offers', fr: '/fr/employeur/mes-offres' },
  { en: '/en/employer/offer/9/edit', fr: '/fr/employer/offer/9/edit' },
  { en: '/en/employer/offer/9/applications', fr: '/fr/employer/offer/9/applications' },
  { en: '/en/employer/offer/9/publish', fr: '/fr/employer/offer/9/publish' },
  { en: '/en/employer/offer/9/publish/success', fr: '/fr/employer/offer/9/publish/success' },
  { en: '/en/employer/offer/9/publish/cancel', fr: '/fr/employer/offer/9/publish/cancel' },
  { en: '/en/employer/profile', fr: '/fr/employer/profile' },
  { en: '/en/employer/recruitment', fr: '/fr/employer/recruitment' },
  { en: '/en/employer/staffing', fr: '/fr/employer/staffing' },
];

/** Whether the route file of a static page (named by its English slug) is in the tree yet. */
export function staticPageExists(enPath: string): boolean {
  const segment = enPath.replace(/^\/en\//, '');
  const file = path.join(
    repoRoot,
    'platform',
    'src',
    'app',
    '[board]',
    '[locale]',
    '(site)',
    segment,
    'page.tsx',
  );
  return existsSync(file);
}
