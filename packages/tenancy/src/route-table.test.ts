import { describe, expect, it } from 'vitest';
import { locales } from './board-config';
import {
  categoryPath,
  companyJobsPath,
  companyPath,
  landingPath,
  offerPath,
  pathFor,
} from './paths';
import { pathnames, type RoutePathname } from './route-table';

/**
 * Golden list: the public path of every route of the table in both languages, as the three
 * builders this one replaced (next-intl getPathname, pathFor, the canonical helpers) produced
 * them before they were merged. A changed slug fails here first, on purpose.
 */
const sample = {
  slug: 'cuisinier-de-nuit',
  id: '42',
  category: 'hotellerie-restauration',
  specialization: 'cuisine',
  city: 'laval',
  type: 'schedule',
  token: ['sel', 'tok'],
};

const golden: Record<RoutePathname, Record<'fr' | 'en', string>> = {
  '/': { fr: '/fr', en: '/en' },
  '/find-a-job': { fr: '/fr/trouver-un-emploi', en: '/en/find-a-job' },
  '/about-us': { fr: '/fr/a-propos', en: '/en/about-us' },
  '/contact-us': { fr: '/fr/contact-us', en: '/en/contact-us' },
  '/our-partners': { fr: '/fr/nos-partenaires', en: '/en/our-partners' },
  '/our-solution': { fr: '/fr/notre-service-de-depannage', en: '/en/our-solution' },
  '/privacy-policy': {
    fr: '/fr/politique-de-confidentialite-et-de-securite',
    en: '/en/privacy-policy',
  },
  '/terms-and-conditions': { fr: '/fr/termes-et-conditions', en: '/en/terms-and-conditions' },
  '/dev/mailbox': { fr: '/fr/dev/mailbox', en: '/en/dev/mailbox' },
  '/login': { fr: '/fr/connexion', en: '/en/login' },
  '/register': { fr: '/fr/inscription', en: '/en/register' },
  '/forgot-password': { fr: '/fr/mot-de-passe-oublie', en: '/en/forgot-password' },
  '/profile': { fr: '/fr/profile', en: '/en/profile' },
  '/profile/skills/add': { fr: '/fr/profile/skills/add', en: '/en/profile/skills/add' },
  '/profile/skills/edit/[[...id]]': {
    fr: '/fr/profile/skills/edit/42',
    en: '/en/profile/skills/edit/42',
  },
  '/job': { fr: '/fr/emploi', en: '/en/job' },
  '/job/[category]': {
    fr: '/fr/emploi/hotellerie-restauration',
    en: '/en/job/hotellerie-restauration',
  },
  '/job/[category]/[specialization]': {
    fr: '/fr/emploi/hotellerie-restauration/cuisine',
    en: '/en/job/hotellerie-restauration/cuisine',
  },
  '/job/[category]/[specialization]/[city]': {
    fr: '/fr/emploi/hotellerie-restauration/cuisine/laval',
    en: '/en/job/hotellerie-restauration/cuisine/laval',
  },
  '/offer/[slug]': { fr: '/fr/offre/cuisinier-de-nuit', en: '/en/offer/cuisinier-de-nuit' },
  '/offer/[slug]/[id]': {
    fr: '/fr/offre/cuisinier-de-nuit/42',
    en: '/en/offer/cuisinier-de-nuit/42',
  },
  '/offer/[slug]/[id]/apply': {
    fr: '/fr/offre/cuisinier-de-nuit/42/application',
    en: '/en/offer/cuisinier-de-nuit/42/apply',
  },
  '/category/[type]/[slug]': {
    fr: '/fr/categorie/schedule/cuisinier-de-nuit',
    en: '/en/category/schedule/cuisinier-de-nuit',
  },
  '/company/[slug]/[id]': {
    fr: '/fr/entreprise/cuisinier-de-nuit/42',
    en: '/en/company/cuisinier-de-nuit/42',
  },
  '/company/[slug]/[id]/jobs': {
    fr: '/fr/entreprise/cuisinier-de-nuit/42/emplois',
    en: '/en/company/cuisinier-de-nuit/42/jobs',
  },
  '/email-confirmation/[[...token]]': {
    fr: '/fr/email-confirmation/sel/tok',
    en: '/en/email-confirmation/sel/tok',
  },
  '/reset-password/[[...token]]': {
    fr: '/fr/reset-password/sel/tok',
    en: '/en/reset-password/sel/tok',
  },
  '/news-letter-confirmation/[[...token]]': {
    fr: '/fr/news-letter-confirmation/sel/tok',
    en: '/en/news-letter-confirmation/sel/tok',
  },
  '/jobboard_news_letter/unsubscribe/[[...token]]': {
    fr: '/fr/jobboard_news_letter/unsubscribe/sel/tok',
    en: '/en/jobboard_news_letter/unsubscribe/sel/tok',
  },
  '/employer/register': { fr: '/fr/employeur/inscription', en: '/en/employer/register' },
  '/employer/login': { fr: '/fr/employeur/connexion', en: '/en/employer/login' },
  '/employer/forgot-password': {
    fr: '/fr/employeur/mot-de-passe-oublie',
    en: '/en/employer/forgot-password',
  },
  '/employer/companies': { fr: '/fr/employer/companies', en: '/en/employer/companies' },
  '/employer/create-company': {
    fr: '/fr/employer/create-company',
    en: '/en/employer/create-company',
  },
  '/employer/companies/[id]/edit': {
    fr: '/fr/employer/companies/42/edit',
    en: '/en/employer/companies/42/edit',
  },
  '/employer/create-offer': {
    fr: '/fr/employeur/creer-une-offre',
    en: '/en/employer/create-offer',
  },
  '/employer/my-offers': { fr: '/fr/employeur/mes-offres', en: '/en/employer/my-offers' },
  '/employer/offer/[id]/edit': {
    fr: '/fr/employer/offer/42/edit',
    en: '/en/employer/offer/42/edit',
  },
  '/employer/offer/[id]/applications': {
    fr: '/fr/employer/offer/42/applications',
    en: '/en/employer/offer/42/applications',
  },
  '/employer/offer/[id]/publish': {
    fr: '/fr/employer/offer/42/publish',
    en: '/en/employer/offer/42/publish',
  },
  '/employer/offer/[id]/publish/success': {
    fr: '/fr/employer/offer/42/publish/success',
    en: '/en/employer/offer/42/publish/success',
  },
  '/employer/offer/[id]/publish/cancel': {
    fr: '/fr/employer/offer/42/publish/cancel',
    en: '/en/employer/offer/42/publish/cancel',
  },
  '/employer/profile': { fr: '/fr/employer/profile', en: '/en/employer/profile' },
  '/employer/recruitment': { fr: '/fr/employer/recruitment', en: '/en/employer/recruitment' },
  '/employer/staffing': { fr: '/fr/employer/staffing', en: '/en/employer/staffing' },
};

const shortcuts: Record<string, string> = {
  'offer fr': '/fr/offre/cuisinier%20de%20nuit/42',
  'company fr': '/fr/entreprise/acme/7',
  'companyJobs fr': '/fr/entreprise/acme/7/emplois',
  'category fr': '/fr/categorie/schedule/temps-plein',
  'landing0 fr': '/fr/emploi/hotellerie-restauration',
  'landing1 fr': '/fr/emploi/hotellerie-restauration/cuisine',
  'landing2 fr': '/fr/emploi/hotellerie-restauration/cuisine/trois-rivi%C3%A8res',
  'offer en': '/en/offer/cuisinier%20de%20nuit/42',
  'company en': '/en/company/acme/7',
  'companyJobs en': '/en/company/acme/7/jobs',
  'category en': '/en/category/schedule/full-time',
  'landing0 en': '/en/job/hospitality-catering',
  'landing1 en': '/en/job/hospitality-catering/cuisine',
  'landing2 en': '/en/job/hospitality-catering/cuisine/trois-rivi%C3%A8res',
};

describe('the route table through pathFor', () => {
  it('gives every route the path it had before the builders were merged', () => {
    const built = Object.fromEntries(
      (Object.keys(pathnames) as RoutePathname[]).map((route) => [
        route,
        { fr: pathFor('fr', route, sample), en: pathFor('en', route, sample) },
      ]),
    );
    expect(built).toEqual(golden);
  });

  it('gives the named shortcuts the canonical URLs they had', () => {
    const board = { jobPageSlugs: { fr: 'hotellerie-restauration', en: 'hospitality-catering' } };
    const built: Record<string, string> = {};
    for (const l of locales) {
      built[`offer ${l}`] = offerPath(l, { slug: 'cuisinier de nuit', id: 42 });
      built[`company ${l}`] = companyPath(l, { slug: 'acme', id: 7 });
      built[`companyJobs ${l}`] = companyJobsPath(l, { slug: 'acme', id: 7 });
      built[`category ${l}`] = categoryPath(l, {
        type: 'schedule',
        slug: { fr: 'temps-plein', en: 'full-time' },
      });
      built[`landing0 ${l}`] = landingPath(board, l);
      built[`landing1 ${l}`] = landingPath(board, l, { specialization: 'cuisine' });
      built[`landing2 ${l}`] = landingPath(board, l, {
        specialization: 'cuisine',
        city: 'trois-rivières',
      });
    }
    expect(built).toEqual(shortcuts);
  });
});
