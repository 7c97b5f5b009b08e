import { describe, expect, it } from 'vitest';
import { boards } from '@jobboard/tenants/registry';
import { sitemapEntries, sitemapXml } from './sitemap-entries';

const board = boards.find((b) => b.key === 'hospitality')!;
const origin = 'https://emplois.example';

describe('sitemapEntries', () => {
  const entries = sitemapEntries({
    board,
    origin,
    offers: [
      { id: 42, slug: 'cuisinier', lastmod: '2026-05-01T10:00:00.000Z' },
      {
        id: 43,
        slug: 'plongeur',
        slugs: { fr: 'plongeur', en: 'plongeur' },
        languages: ['fr'],
        lastmod: '2026-05-01T10:00:00.000Z',
      },
    ],
    companies: [{ id: 7, slug: 'chez-marie', slugs: { fr: 'chez-marie', en: 'marys-place' } }],
    categories: [{ type: 'schedule', slug: { fr: 'temps-plein', en: 'full-time' } }],
    landings: [
      {},
      { specialization: { fr: 'cuisine', en: 'kitchen' } },
      { specialization: { fr: 'cuisine', en: 'kitchen' }, city: 'laval' },
    ],
  });

  it('lists each page in both languages with hreflang alternates and x-default', () => {
    const offer = entries.filter((e) => e.loc.includes('/42'));
    expect(offer.map((e) => e.loc)).toEqual([
      'https://emplois.example/fr/offre/cuisinier/42',
      'https://emplois.example/en/offer/cuisinier/42',
    ]);
    expect(offer[0]?.alternates).toEqual({
      'fr-CA': 'https://emplois.example/fr/offre/cuisinier/42',
      'en-CA': 'https://emplois.example/en/offer/cuisinier/42',
      'x-default': `https://emplois.example/${board.defaultLocale === 'fr' ? 'fr/offre' : 'en/offer'}/cuisinier/42`,
    });
    expect(offer[0]?.lastmod).toBe('2026-05-01T10:00:00.000Z');
  });

  it('builds landing pages from the board slug, specialization per language and city', () => {
    const locs = entries.map((e) => e.loc);
    expect(locs).toContain(`https://emplois.example/fr/emploi/${board.jobPageSlugs.fr}`);
    expect(locs).toContain(`https://emplois.example/en/job/${board.jobPageSlugs.en}/kitchen`);
    expect(locs).toContain(
      `https://emplois.example/fr/emploi/${board.jobPageSlugs.fr}/cuisine/laval`,
    );
    expect(locs).toContain('https://emplois.example/fr');
  });

  it('lists the about, contact, partners, solution, privacy and terms pages (issue 46, item 29)', () => {
    const locs = entries.map((e) => e.loc);
    for (const path of [
      '/fr/a-propos',
      '/en/about-us',
      '/fr/contact-us',
      '/en/contact-us',
      '/fr/nos-partenaires',
      '/en/our-partners',
      '/fr/notre-service-de-depannage',
      '/en/our-solution',
      '/fr/politique-de-confidentialite-et-de-securite',
      '/en/privacy-policy',
      '/fr/termes-et-conditions',
      '/en/terms-and-conditions',
    ])
      expect(locs).toContain(`https://emplois.example${path}`);
    const about = entries.find((e) => e.loc.endsWith('/fr/a-propos'));
    expect(about?.alternates['en-CA']).toBe('https://emplois.example/en/about-us');
  });

  it("lists company and category pages, each language's URL with its own slug", () => {
    const company = entries.filter((e) => e.loc.includes('/7'));
    expect(company.map((e) => e.loc)).toEqual([
      'https://emplois.example/fr/entreprise/chez-marie/7',
      'https://emplois.example/en/company/marys-place/7',
    ]);
    expect(company[0]?.alternates['en-CA']).toBe(
      'https://emplois.example/en/company/marys-place/7',
    );
    const category = entries.filter((e) => e.loc.includes('/schedule/'));
    expect(category.map((e) => e.loc)).toEqual([
      'https://emplois.example/fr/categorie/schedule/temps-plein',
      'https://emplois.example/en/category/schedule/full-time',
    ]);
  });

  it('lists an offer written in French only once, with no English alternate', () => {
    const offer = entries.filter((e) => e.loc.includes('/43'));
    expect(offer.map((e) => e.loc)).toEqual(['https://emplois.example/fr/offre/plongeur/43']);
    expect(offer[0]?.alternates).toEqual({
      'fr-CA': 'https://emplois.example/fr/offre/plongeur/43',
      'x-default': 'https://emplois.example/fr/offre/plongeur/43',
    });
  });

  it('renders escaped XML with xhtml:link alternates', () => {
    const xml = sitemapXml([
      { loc: 'https://e.example/fr?a=1&b=2', alternates: { 'fr-CA': 'https://e.example/fr' } },
    ]);
    expect(xml).toContain('<loc>https://e.example/fr?a=1&amp;b=2</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-CA" href="https://e.example/fr"/>',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  });
});
