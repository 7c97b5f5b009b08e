import { describe, expect, it } from 'vitest';
import { localizedHref } from './localized-href';

const jobPageSlugs = { fr: 'hotellerie', en: 'hospitality' };
const attributes = [{ type: 'schedule', slug: { fr: 'temps-plein', en: 'full-time' } }];

describe('localizedHref', () => {
  it('translates a public path by the route table, data slugs included', () => {
    expect(localizedHref('/fr/a-propos', 'en', jobPageSlugs, attributes)).toBe('/en/about-us');
    expect(localizedHref('/en/about-us', 'fr', jobPageSlugs, attributes)).toBe('/fr/a-propos');
    expect(
      localizedHref('/fr/categorie/schedule/temps-plein', 'en', jobPageSlugs, attributes),
    ).toBe('/en/category/schedule/full-time');
  });

  it("sends the server-rendered 404 page's internal path to the other language's home", () => {
    expect(localizedHref('/fr/not-found-view', 'en', jobPageSlugs, attributes)).toBe('/en');
  });

  it('keeps the rest of a path outside the table', () => {
    expect(localizedHref('/fr/nulle-part/ici', 'en', jobPageSlugs, attributes)).toBe(
      '/en/nulle-part/ici',
    );
  });
});
