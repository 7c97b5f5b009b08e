import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../contracts/offer-filter-rules';
import { otherCities, shortListCities } from '@jobboard/db/seed/cities';
import { resolvePlace, suggestPlaces } from './canada-places';

describe('the gazetteer of Canada (issue 46, item 11)', () => {
  it('knows every province and territory, not Quebec alone', () => {
    expect(resolvePlace('Toronto')).toMatchObject({ slug: 'toronto-on', label: 'Toronto (ON)' });
    expect(resolvePlace('vancouver')).toMatchObject({ slug: 'vancouver-bc', province: 'BC' });
    for (const [name, province] of [
      ['Calgary', 'AB'],
      ['Winnipeg', 'MB'],
      ['Moncton', 'NB'],
      ["St. John's", 'NL'],
      ['Halifax', 'NS'],
      ['Charlottetown', 'PE'],
      ['Regina', 'SK'],
      ['Whitehorse', 'YT'],
      ['Yellowknife', 'NT'],
      ['Iqaluit', 'NU'],
    ]) {
      expect(resolvePlace(name!)?.province, name).toBe(province);
    }
  });

  it('finds a place by slug, or by name however typed', () => {
    const stJerome = resolvePlace('saint-jerome-qc');
    expect(stJerome?.label).toBe('Saint-Jérôme (QC)');
    for (const typed of ['St-Jérôme', 'st jerome', 'SAINT-JÉRÔME', 'Saint-Jérôme (QC)'])
      expect(resolvePlace(typed)?.slug, typed).toBe('saint-jerome-qc');
    expect(resolvePlace('Vancouver (BC)')?.slug).toBe('vancouver-bc');
    expect(resolvePlace('Quebec City')?.slug).toBe('quebec-qc');
    // The slugs of the Quebec-only gazetteer in older links still name their city.
    expect(resolvePlace('saint-jean-sur-richelieu')?.slug).toBe('saint-jean-sur-richelieu-qc');
    expect(resolvePlace('val-d-or')?.label).toBe("Val-d'Or (QC)");
  });

  it("takes Quebec's place for a name found in several provinces, unless a province is given", () => {
    expect(resolvePlace('Richmond')?.province).toBe('QC');
    expect(resolvePlace('Richmond, BC')?.province).toBe('BC');
    expect(resolvePlace('Richmond (ON)')?.province).toBe('ON');
  });

  it('finds nothing for a name of no place', () => {
    for (const typed of ['Atlantis', 'atlantis-qc', '', '   ', 'Vancouver (QC)', 'vanc'])
      expect(resolvePlace(typed), typed).toBeNull();
  });

  it('holds every city offers are located in, at its centre', () => {
    for (const city of [...shortListCities, ...otherCities]) {
      const place = resolvePlace(city.label);
      expect(place?.province, city.label).toBe('QC');
      expect(distanceKm(place!, city), city.label).toBeLessThan(15);
    }
  });

  it('suggests exact names first, then names starting with the text, Quebec first', () => {
    expect(suggestPlaces('vanc')[0]?.label).toBe('Vancouver (BC)');
    const saints = suggestPlaces('st-j');
    expect(saints).toHaveLength(8);
    expect(saints.every((p) => p.province === 'QC')).toBe(true);
    expect(saints[0]?.label).toBe('Saint-Jean-sur-Richelieu (QC)');
    // Past Quebec's places come the others, most populous first.
    const richmond = suggestPlaces('richmond').map((p) => p.label);
    expect(richmond.slice(0, 3)).toEqual(['Richmond (QC)', 'Richmond (BC)', 'Richmond (ON)']);
    expect(richmond).toContain('Richmond Hill (ON)');
    // A word inside the name counts after the names that start with it.
    expect(suggestPlaces('tremblant').map((p) => p.label)).toContain('Mont-Tremblant (QC)');
    expect(suggestPlaces('Atlantis')).toEqual([]);
    expect(suggestPlaces(' ')).toEqual([]);
  });
});
