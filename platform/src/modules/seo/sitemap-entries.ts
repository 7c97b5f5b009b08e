import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import {
  categoryPath,
  companyPath,
  landingPath,
  offerPath,
  pathFor,
  type LandingSlugs,
  type Sluggable,
} from '@jobboard/tenancy/paths';
import type { RoutePathname } from '@jobboard/tenancy/route-table';
import { absoluteUrl, languageAlternates } from './canonical-url';

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** hreflang -> URL, the entry's own language included (Google wants the full set each time). */
  alternates: Record<string, string>;
}

export interface SitemapOffer {
  id: number;
  slug: string;
  /** Each language's slug, so each language's URL is the page itself, not a redirect. */
  slugs?: Record<Locale, string>;
  /** The languages it is written in (default both): its page in another is no canonical URL. */
  languages?: readonly Locale[];
  lastmod: string;
}

export interface SitemapLanding {
  specialization?: Record<Locale, string>;
  city?: string;
}

export interface SitemapInput {
  board: BoardConfig;
  origin: string;
  offers: readonly SitemapOffer[];
  landings: readonly SitemapLanding[];
  companies?: readonly Sluggable[];
  categories?: readonly { type: string; slug: Record<Locale, string> }[];
}

const locales: readonly Locale[] = ['fr', 'en'];

/**
 * The board's own pages, indexable like the rest (their metadata gives each a canonical URL and
 * alternates): search engines find them through the sitemap too (issue 46, item 29).
 */
export const informationRoutes = [
  '/about-us',
  '/contact-us',
  '/our-partners',
  '/our-solution',
  '/privacy-policy',
  '/terms-and-conditions',
] as const satisfies readonly RoutePathname[];

/** One entry per page and language, each listing both languages and x-default. */
export function sitemapEntries({
  board,
  origin,
  offers,
  landings,
  companies = [],
  categories = [],
}: SitemapInput): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  const add = (pathIn: (l: Locale) => string, lastmod?: string, only = locales) => {
    const alternates = languageAlternates(board, origin, pathIn, only);
    for (const l of only)
      entries.push({
        loc: absoluteUrl(origin, pathIn(l)),
        ...(lastmod ? { lastmod } : {}),
        alternates,
      });
  };
  add((l) => pathFor(l, '/'));
  for (const route of informationRoutes) add((l) => pathFor(l, route));
  for (const landing of landings) {
    add((l) => {
      const slugs: LandingSlugs = {
        ...(landing.specialization ? { specialization: landing.specialization[l] } : {}),
        ...(landing.city ? { city: landing.city } : {}),
      };
      return landingPath(board, l, slugs);
    });
  }
  for (const attribute of categories) add((l) => categoryPath(l, attribute));
  for (const company of companies) add((l) => companyPath(l, company));
  for (const offer of offers)
    add(
      (l) => offerPath(l, offer),
      offer.lastmod,
      offer.languages?.length ? offer.languages : locales,
    );
  return entries;
}

const xmlEscape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const links = Object.entries(e.alternates)
      .map(
        ([lang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${xmlEscape(lang)}" href="${xmlEscape(href)}"/>`,
      )
      .join('');
    const lastmod = e.lastmod ? `<lastmod>${xmlEscape(e.lastmod)}</lastmod>` : '';
    return `<url><loc>${xmlEscape(e.loc)}</loc>${lastmod}${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}
