import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferListDto } from '../../contracts/offers';
import type { PlacesResponse } from '../../contracts/places';
import { cityId, insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 46, items 10 and 11: a distance search's place is any city of Canada, by slug or by name;
 * a name that matches no place is a 422 on `near`, never a search that ignores it.
 */
const H = '/api/jobboard/hospitality';

let t: TestApp;
const ids = { toronto: 0, montreal: 0 };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const db = t.handle.db;
  const companyId = await insertFixtureCompany(db, { nameFr: 'Wombat Inc', nameEn: null });
  // Offers are located in a catalogue city; their own point is where the search measures from.
  const montrealId = await cityId(db, 'montreal');
  ids.toronto = await insertFixtureOffer(db, {
    companyId,
    contents: [{ language: 'fr', title: 'Cuisinier Wombat Toronto' }],
    boards: ['hospitality'],
    cityId: montrealId,
    lat: 43.6535,
    lng: -79.3839,
  });
  ids.montreal = await insertFixtureOffer(db, {
    companyId,
    contents: [{ language: 'fr', title: 'Cuisinier Wombat Montréal' }],
    boards: ['hospitality'],
    cityId: montrealId,
    lat: 45.5019,
    lng: -73.5674,
  });
}, 180_000);
afterAll(() => t.close());

const list = (query: string) => t.getJson<OfferListDto>(`${H}/offers?${query}`);
const idsOf = (body: OfferListDto) => body.data.map((o) => o.id);
const near = (text: string) => `company=wombat&near=${encodeURIComponent(text)}`;

describe('places of all Canada in a distance search (issue 46, item 11)', () => {
  it('searches around Toronto, by slug or by name however typed', async () => {
    for (const place of ['toronto-on', 'Toronto', 'toronto', 'TORONTO (ON)', 'Toronto, Ontario']) {
      const res = await list(near(place));
      expect(res.status, place).toBe(200);
      expect(idsOf(res.body), place).toEqual([ids.toronto]);
      expect(res.body.data[0]?.distance_km, place).toBeLessThan(25);
    }
  });

  it('answers a Vancouver search with no Quebec offer within the radius, not an error', async () => {
    for (const query of [
      near('Vancouver'),
      near('vancouver-bc') + '&sort=distance',
      'near=vancouver-bc&radius=500&sort=distance',
      'near=Vancouver%20(BC)&radius=100',
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(200);
      expect(res.body.meta.total, query).toBe(0);
      expect(res.body.data, query).toEqual([]);
    }
  });

  it('still reads the city slugs of older links', async () => {
    const res = await list(near('montreal'));
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([ids.montreal]);
    expect(idsOf((await list(near('saint-jean-sur-richelieu') + '&radius=50')).body)).toEqual([
      ids.montreal,
    ]);
  });
});

describe('a place that matches nothing (issue 46, item 10)', () => {
  it('is a 422 on near saying no place matches, in the request language', async () => {
    for (const [lg, text] of [
      ['fr', 'Aucun lieu au Canada ne correspond à ce nom'],
      ['en', 'No place in Canada matches this name'],
    ] as const) {
      for (const place of ['Atlantis', 'atlantis', 'atlantis-qc', 'Vancouver (QC)']) {
        const res = await t.getJson<{ errors: Record<string, string[]> }>(
          `${H}/offers?lg=${lg}&${near(place)}`,
        );
        expect(res.status, place).toBe(422);
        expect(Object.keys(res.body.errors), place).toEqual(['near']);
        expect(res.body.errors.near?.[0], place).toContain(text);
      }
    }
  });
});

describe('GET /places', () => {
  const places = (q: string) => t.getJson<PlacesResponse>(`/api/places?q=${encodeURIComponent(q)}`);

  it('suggests places of all Canada, Quebec first, with the place near= would use', async () => {
    const vanc = await places('vanc');
    expect(vanc.status).toBe(200);
    const raw = await t.request('/api/places?q=vanc');
    expect(raw.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(vanc.body.data[0]).toMatchObject({
      slug: 'vancouver-bc',
      label: 'Vancouver (BC)',
      province: 'BC',
    });
    // A prefix is a suggestion, not a place: only a whole name matches.
    expect(vanc.body.match).toBeNull();
    const toronto = await places('toronto');
    expect(toronto.body.match).toMatchObject({ slug: 'toronto-on', label: 'Toronto (ON)' });
    const saints = await places('St-J');
    expect(saints.body.data.length).toBe(8);
    expect(saints.body.data.every((p) => p.province === 'QC')).toBe(true);
    expect((await places('Ste-Julie')).body.match?.label).toBe('Sainte-Julie (QC)');
  });

  it('answers Atlantis with nothing to suggest and no match', async () => {
    const res = await places('Atlantis');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], match: null });
    expect((await places('x'.repeat(101))).status).toBe(422);
  });
});
