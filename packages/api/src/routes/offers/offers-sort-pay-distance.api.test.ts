import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@jobboard/db/query';
import { distanceKm } from '../../contracts/offer-filter-rules';
import type { OfferListDto } from '../../contracts/offers';
import {
  attributeId,
  cityId,
  insertFixtureCompany,
  insertFixtureOffer,
} from '../../testing/fixtures';
import { resolvePlace } from '../../services/catalogue/canada-places';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Issue 19: sort, minimum pay and distance on GET /jobboard/{board}/offers. */
const H = '/api/jobboard/hospitality';

let t: TestApp;
const laval = { lat: 45.6066, lng: -73.7124 };
const quebecCity = { lat: 46.8139, lng: -71.208 };
let montreal = { lat: 0, lng: 0 };
const ids = { cook: 0, dishwasher: 0, helper: 0, quebec: 0, secret: 0, weekly: 0 };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const db = t.handle.db;
  const [city] = await queryRows<{ lat: number; lng: number }>(
    db,
    sql`SELECT lat, lng FROM cities WHERE slug = 'montreal'`,
  );
  montreal = { lat: Number(city?.lat), lng: Number(city?.lng) };
  const montrealId = await cityId(db, 'montreal');
  const quebecId = await cityId(db, 'quebec');
  const dishwasherSpec = await attributeId(db, 'specialization', 'dishwasher');
  const companyId = await insertFixtureCompany(db, { nameFr: 'Kinkajou Inc', nameEn: null });
  ids.cook = await insertFixtureOffer(db, {
    companyId,
    contents: [{ language: 'fr', title: 'Cuisinier Kinkajou' }],
    boards: ['hospitality'],
    cityId: montrealId,
    ...montreal,
    salary: { min: 18, max: 22, period: 'hour' },
    publishedHoursAgo: 3,
  });
  // Title hit on "plongeur", the oldest.
  ids.dishwasher = await insertFixtureOffer(db, {
    companyId,
    contents: [{ language: 'fr', title: 'Plongeur Kinkajou' }],
    boards: ['hospitality'],
    cityId: montrealId,
    ...laval,
    salary: { min: 50_000, max: 60_000, period: 'year' },
    publishedHoursAgo: 5,
  });
  // "plongeur" only through its specialization label, the newest.
  ids.helper = await insertFixtureOffer(db, {
    companyId,
    contents: [{ language: 'fr', title: 'Aide Kinkajou' }],
    boards: ['hospitality'],
    cityId: montrealId,
    ...montreal,
    attributeIds: [dishwasherSpec],
    publishedHoursAgo: 1,
  });
  ids.quebec = await insertFixtureOffer(db, {
    companyId,
    contents: [{ language: 'fr', title: 'Serveur Kinkajou' }],
    boards: ['hospitality'],
    cityId: quebecId,
    ...quebecCity,
    salary: { min: 30, max: null, period: 'hour' },
    publishedHoursAgo: 2,
  });
  // Confidential: its own point (far north) must neither match nor show; its city centre does.
  ids.secret = await insertFixtureOffer(db, {
    companyId,
    contents: [{ language: 'fr', title: 'Secret Kinkajou' }],
    boards: ['hospitality'],
    isConfidential: true,
    cityId: montrealId,
    lat: 50.2,
    lng: -66.4,
    publishedHoursAgo: 4,
  });
  // 25 $ an hour, stated per week.
  ids.weekly = await insertFixtureOffer(db, {
    companyId,
    contents: [{ language: 'fr', title: 'Hebdo Kinkajou' }],
    boards: ['hospitality'],
    cityId: quebecId,
    ...quebecCity,
    salary: { min: 1_000, max: null, period: 'week' },
    publishedHoursAgo: 6,
  });
  // A seeded database on a shared 2-core machine can take more than the default minute.
}, 180_000);
afterAll(() => t.close());

const list = (query: string) => t.getJson<OfferListDto>(`${H}/offers?${query}`);
const idsOf = (body: OfferListDto) => body.data.map((o) => o.id);

describe('sort', () => {
  it('ranks title hits first by default with text, and newest first with sort=date', async () => {
    const relevance = await list('title=plongeur%20kinkajou');
    expect(relevance.status).toBe(200);
    expect(idsOf(relevance.body)).toEqual([ids.dishwasher, ids.helper]);
    expect(idsOf((await list('title=plongeur%20kinkajou&sort=relevance')).body)).toEqual([
      ids.dishwasher,
      ids.helper,
    ]);
    const byDate = await list('title=plongeur%20kinkajou&sort=date');
    expect(idsOf(byDate.body)).toEqual([ids.helper, ids.dishwasher]);
  });

  it('is newest first without text, whichever sort is asked', async () => {
    const plain = idsOf((await list('company=kinkajou')).body);
    expect(plain).toEqual([ids.helper, ids.quebec, ids.cook, ids.dishwasher, ids.weekly]);
    expect(idsOf((await list('company=kinkajou&sort=relevance')).body)).toEqual(plain);
  });
});

describe('sort by pay and by distance (issue 46, item 9)', () => {
  // Top of range per hour: quebec 30, dishwasher 60,000 a year = 28.85, weekly 1,000 = 25,
  // cook 22; helper and secret state no pay (newest first after the others).
  it('puts the best pay first, hourly and yearly on one scale, offers without pay last', async () => {
    expect(idsOf((await list('company=kinkajou&sort=salary')).body)).toEqual([
      ids.quebec,
      ids.dishwasher,
      ids.weekly,
      ids.cook,
      ids.helper,
    ]);
    expect(idsOf((await list('title=kinkajou&sort=salary')).body)).toEqual([
      ids.quebec,
      ids.dishwasher,
      ids.weekly,
      ids.cook,
      ids.helper,
      ids.secret,
    ]);
  });

  it('puts the nearest first in a distance search, with text or without', async () => {
    const fromLaval = `near=${laval.lat},${laval.lng}&radius=25&sort=distance`;
    const ranked = await list(`title=kinkajou&${fromLaval}`);
    expect(idsOf(ranked.body)).toEqual([ids.dishwasher, ids.helper, ids.cook, ids.secret]);
    const km = ranked.body.data.map((o) => o.distance_km ?? -1);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(idsOf((await list(`company=kinkajou&${fromLaval}`)).body)).toEqual([
      ids.dishwasher,
      ids.helper,
      ids.cook,
    ]);
  });

  it('sorts as by default when sort=distance comes without a place', async () => {
    const plain = idsOf((await list('company=kinkajou')).body);
    expect(idsOf((await list('company=kinkajou&sort=distance')).body)).toEqual(plain);
  });
});

describe('minimum pay', () => {
  it('compares hourly and yearly amounts, and leaves out offers without pay', async () => {
    // Top of range per hour: cook 22, dishwasher 60,000 / 2,080 = 28.85, quebec 30, weekly 25.
    const hourly = await list('title=kinkajou&salary_min=22&salary_period=hour&sort=date');
    expect(idsOf(hourly.body)).toEqual([ids.quebec, ids.cook, ids.dishwasher, ids.weekly]);
    expect(idsOf((await list('title=kinkajou&salary_min=26&salary_period=hour')).body)).toEqual(
      expect.arrayContaining([ids.quebec, ids.dishwasher]),
    );
    expect((await list('title=kinkajou&salary_min=26&salary_period=hour')).body.meta.total).toBe(2);
    // 55,000 a year is 26.44 an hour; without a period an amount of 1,000 or more is yearly.
    const yearly = await list('title=kinkajou&salary_min=55000&salary_period=year&sort=date');
    expect(idsOf(yearly.body)).toEqual([ids.quebec, ids.dishwasher]);
    expect(idsOf((await list('title=kinkajou&salary_min=55000&sort=date')).body)).toEqual([
      ids.quebec,
      ids.dishwasher,
    ]);
    expect((await list('title=kinkajou&salary_min=60001&salary_period=year')).body.meta.total).toBe(
      1,
    );
  });
});

describe('distance', () => {
  it('keeps offers within the radius of a city slug, with their distance in km', async () => {
    const near = await list('title=kinkajou&near=montreal&radius=25&sort=date');
    expect(near.status).toBe(200);
    expect(idsOf(near.body)).toEqual([ids.helper, ids.cook, ids.secret, ids.dishwasher]);
    const km = new Map(near.body.data.map((o) => [o.id, o.distance_km]));
    // The slug names the gazetteer's Montréal, a little off the catalogue city's centre.
    const centre = resolvePlace('montreal')!;
    expect(km.get(ids.cook)).toBe(Math.round(distanceKm(centre, montreal)));
    expect(km.get(ids.cook)).toBeLessThan(5);
    expect(km.get(ids.dishwasher)).toBe(Math.round(distanceKm(centre, laval)));
    expect(km.get(ids.dishwasher)).toBeGreaterThan(10);
    // The confidential offer is placed at its city's centre, never at its own point.
    expect(km.get(ids.secret)).toBe(km.get(ids.cook));
    const secret = near.body.data.find((o) => o.id === ids.secret);
    expect(secret?.lat).toBeNull();
    // Laval is ~15 km away: a 10 km radius leaves it out. The default radius is 25 km.
    expect(idsOf((await list('title=kinkajou&near=montreal&radius=10')).body)).not.toContain(
      ids.dishwasher,
    );
    expect((await list('title=kinkajou&near=montreal')).body.meta.total).toBe(4);
    // Lists without `near` carry no distance.
    expect((await list('title=kinkajou')).body.data.every((o) => o.distance_km === undefined)).toBe(
      true,
    );
  });

  it('takes a lat,lng point, and the confidential offer is not found from its own point', async () => {
    const near = await list(`title=kinkajou&near=${quebecCity.lat},${quebecCity.lng}&radius=5`);
    expect(idsOf(near.body).sort()).toEqual([ids.quebec, ids.weekly].sort());
    expect((await list('title=kinkajou&near=50.2,-66.4&radius=50')).body.meta.total).toBe(0);
  });

  it('combines with pay, text and the newest-first walk without text', async () => {
    const all = await list('near=quebec&radius=25&salary_min=26&salary_period=hour');
    expect(idsOf(all.body)).toContain(ids.quebec);
    expect(idsOf(all.body)).not.toContain(ids.weekly);
    expect(all.body.data.every((o) => typeof o.distance_km === 'number')).toBe(true);
  });
});

describe('bad parameters', () => {
  it.each([
    ['sort=cheapest', 'sort'],
    ['salary_min=abc', 'salary_min'],
    ['salary_min=0', 'salary_min'],
    ['salary_min=10&salary_period=month', 'salary_period'],
    ['near=%3Bdrop%20table', 'near'],
    ['near=91,10', 'near'],
    ['near=montreal&radius=0', 'radius'],
    ['near=montreal&radius=501', 'radius'],
    ['near=atlantis', 'near'],
  ])('%s is a 422 naming %s', async (query, field) => {
    const res = await t.request(`${H}/offers?${query}`);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual([field]);
  });
});
