import { describe, expect, it } from 'vitest';
import { companySlugs, offerSlugs } from './localized-slugs';

describe('localized slugs', () => {
  it("gives each language its own title's slug and keeps the stored one for the primary", () => {
    expect(
      offerSlugs('technicien-en-soutien-informatique', 'fr', {
        fr: 'Technicien en soutien informatique',
        en: 'IT support technician',
      }),
    ).toEqual({ fr: 'technicien-en-soutien-informatique', en: 'it-support-technician' });
  });

  it('uses the stored slug for a language without its own text', () => {
    expect(offerSlugs('cuisinier-de-nuit', 'fr', { fr: 'Cuisinier de nuit' })).toEqual({
      fr: 'cuisinier-de-nuit',
      en: 'cuisinier-de-nuit',
    });
    expect(offerSlugs('night-cook', 'en', { en: 'Night cook', fr: '' })).toEqual({
      fr: 'night-cook',
      en: 'night-cook',
    });
  });

  it('derives company slugs from the French name first, as they are stored', () => {
    expect(companySlugs('hotel-le-riverain', 'Hôtel Le Riverain', 'Riverside Hotel')).toEqual({
      fr: 'hotel-le-riverain',
      en: 'riverside-hotel',
    });
    expect(companySlugs('north-works', null, 'North Works')).toEqual({
      fr: 'north-works',
      en: 'north-works',
    });
  });
});
