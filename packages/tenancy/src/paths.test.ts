import { describe, expect, it } from 'vitest';
import { localizePath, matchPath, pathFor } from './paths';

const slugs = { fr: 'hotellerie-restauration', en: 'hospitality-catering' };

describe('pathFor', () => {
  it('builds translated slugs with params', () => {
    expect(pathFor('fr', '/')).toBe('/fr');
    expect(pathFor('fr', '/about-us')).toBe('/fr/a-propos');
    expect(pathFor('fr', '/offer/[slug]/[id]/apply', { slug: 'cuisinier', id: '42' })).toBe(
      '/fr/offre/cuisinier/42/application',
    );
    expect(pathFor('en', '/company/[slug]/[id]/jobs', { slug: 'acme', id: '7' })).toBe(
      '/en/company/acme/7/jobs',
    );
  });

  it('drops or fills optional catch-alls', () => {
    expect(pathFor('en', '/reset-password/[[...token]]')).toBe('/en/reset-password');
    expect(pathFor('en', '/reset-password/[[...token]]', { token: ['sel', 'tok'] })).toBe(
      '/en/reset-password/sel/tok',
    );
  });
});

describe('matchPath', () => {
  it('finds the internal route and params of a public path', () => {
    expect(matchPath('/fr/entreprise/acme/7/emplois')).toEqual({
      locale: 'fr',
      pathname: '/company/[slug]/[id]/jobs',
      params: { slug: 'acme', id: '7' },
    });
    expect(matchPath('/en')).toMatchObject({ pathname: '/' });
    expect(matchPath('/fr/nope/nope')).toBeNull();
    expect(matchPath('/de/about-us')).toBeNull();
  });
});

describe('localizePath', () => {
  it('keeps the page and its params across languages', () => {
    expect(localizePath('/fr/a-propos', 'en', slugs)).toBe('/en/about-us');
    expect(localizePath('/en/offer/cook/42/apply', 'fr', slugs)).toBe(
      '/fr/offre/cook/42/application',
    );
    expect(localizePath('/en/email-confirmation/a/b', 'fr', slugs)).toBe(
      '/fr/email-confirmation/a/b',
    );
  });

  it("swaps the job page's category slug for the board's own", () => {
    expect(localizePath('/fr/emploi/hotellerie-restauration/cuisine/laval', 'en', slugs)).toBe(
      '/en/job/hospitality-catering/cuisine/laval',
    );
  });

  it("swaps a landing's specialization and a category page's slug for the other language's", () => {
    // Issue 18: without them the switcher linked /en/job/careers/accountant/... to a French 404.
    const attributes = [
      { type: 'specialization', slug: { fr: 'comptable', en: 'accountant' } },
      { type: 'schedule', slug: { fr: 'temps-plein', en: 'full-time' } },
    ];
    expect(
      localizePath('/en/job/hospitality-catering/accountant/boucherville', 'fr', slugs, attributes),
    ).toBe('/fr/emploi/hotellerie-restauration/comptable/boucherville');
    expect(localizePath('/fr/categorie/schedule/temps-plein', 'en', slugs, attributes)).toBe(
      '/en/category/schedule/full-time',
    );
    // Only an attribute of the path's own type: a schedule slug is no specialization.
    expect(localizePath('/en/job/hospitality-catering/full-time', 'fr', slugs, attributes)).toBe(
      '/fr/emploi/hotellerie-restauration/full-time',
    );
  });

  it('swaps only the prefix of unknown paths', () => {
    expect(localizePath('/fr/nope', 'en', slugs)).toBe('/en/nope');
  });
});
