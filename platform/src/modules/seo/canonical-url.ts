import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';

/**
 * Public paths of the job-browsing pages, with their French slugs (spec section 2). Kept here,
 * as plain functions, so page metadata, JSON-LD, the sitemap and links agree on one URL.
 */
const segments = {
  job: { en: 'job', fr: 'emploi' },
  offer: { en: 'offer', fr: 'offre' },
  company: { en: 'company', fr: 'entreprise' },
  jobs: { en: 'jobs', fr: 'emplois' },
  category: { en: 'category', fr: 'categorie' },
} as const;

const enc = encodeURIComponent;

export function offerPath(locale: Locale, offer: { slug: string; id: number }): string {
  return `/${locale}/${segments.offer[locale]}/${enc(offer.slug)}/${offer.id}`;
}

export function companyPath(locale: Locale, company: { slug: string; id: number }): string {
  return `/${locale}/${segments.company[locale]}/${enc(company.slug)}/${company.id}`;
}

export function companyJobsPath(locale: Locale, company: { slug: string; id: number }): string {
  return `${companyPath(locale, company)}/${segments.jobs[locale]}`;
}

/**
 * /category/{type}/{slug}: the type stays the API's English name in both languages (the
 * route table translates only the first segment); the slug is the attribute's own per language.
 */
export function categoryPath(
  locale: Locale,
  attribute: { type: string; slug: Record<Locale, string> },
): string {
  return `/${locale}/${segments.category[locale]}/${enc(attribute.type)}/${enc(attribute.slug[locale])}`;
}

export interface LandingSlugs {
  /** Specialization slug in this language. */
  specialization?: string;
  city?: string;
}

/** /fr/emploi/{board's fr slug}[/{specialization}[/{city}]]: a city needs a specialization. */
export function landingPath(board: BoardConfig, locale: Locale, slugs: LandingSlugs = {}): string {
  const parts = [locale, segments.job[locale], board.jobPageSlugs[locale]];
  if (slugs.specialization) {
    parts.push(slugs.specialization);
    if (slugs.city) parts.push(slugs.city);
  }
  return `/${parts.map(enc).join('/')}`;
}

/** Absolute URL on the board's own origin (never the request's Host). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/** hreflang map of one page: both languages plus x-default, the board's default language. */
export function languageAlternates(
  board: BoardConfig,
  origin: string,
  pathIn: (locale: Locale) => string,
): Record<string, string> {
  return {
    'fr-CA': absoluteUrl(origin, pathIn('fr')),
    'en-CA': absoluteUrl(origin, pathIn('en')),
    'x-default': absoluteUrl(origin, pathIn(board.defaultLocale)),
  };
}
