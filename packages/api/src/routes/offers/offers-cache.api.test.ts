import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import { createApp } from '../../app';
import type { OfferListDto } from '../../contracts/offers';
import { readApiEnv } from '../../env';
import { CLIENT_ADDRESS_HEADER } from '../../http/client-address';
import { call, signUp } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { createCompleteOffer, unmoderatedBoards } from '../../testing/publishing-fixtures';
import { createTestApp, runtimeOn, type TestApp } from '../../testing/test-app';
import { searchCacheSize } from '../../services/offers/search-cache';

// The offers search's result cache (services/offers/search-cache.ts) must never answer what the
// database no longer says: each test changes what a search returns and expects the very next
// identical search (or, for another instance, the first one past the stated bound) to show it.

const ownerEmail = 'owner@cache.example';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function search(t: TestApp, query: string): Promise<OfferListDto> {
  const res = await call(t, 'GET', `/api/jobboard/hospitality/offers?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as OfferListDto;
}

const idsOf = (list: OfferListDto) => list.data.map((offer) => offer.id);

const offersGeneration = async (t: TestApp) =>
  (
    await queryRows<{ value: string }>(
      t.handle.db,
      sql`SELECT value FROM search_generations WHERE name = 'offers'`,
    )
  )[0]?.value;

describe('one instance: its own writes show in its next search', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    // A check interval far longer than the test: only the write path can make changes show.
    t = await createTestApp({
      boards: unmoderatedBoards,
      env: readApiEnv({ SEARCH_CACHE_CHECK_MS: '60000' }),
    });
    await seedReferenceData(t.handle.db);
    owner = await signUp(t, 'ats', ownerEmail);
  }, 120_000);
  afterAll(() => t.close());

  it('publishing an offer shows it in the next identical search, unpublishing hides it', async () => {
    const before = await search(t, 'title=Quixotique');
    expect(before.meta.total).toBe(0);
    expect(searchCacheSize(t.handle.db).entries).toBeGreaterThan(0);

    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Cuisinier Quixotique' });
    // A draft is on no search: the answer above is still right, and still cached.
    expect((await search(t, 'title=Quixotique')).meta.total).toBe(0);

    const published = await call(
      t,
      'POST',
      `/api/jobboard/hospitality/employer/offer/${id}/publish`,
      undefined,
      { cookie: owner },
    );
    expect(published.status).toBe(200);
    const after = await search(t, 'title=Quixotique');
    expect(idsOf(after)).toEqual([id]);
    expect(after.meta.total).toBe(1);
    // The listing without text too (another cached key).
    expect(idsOf(await search(t, 'page=1'))).toContain(id);

    const unpublished = await call(
      t,
      'PUT',
      `/api/ats/offers/${id}/unpublish-from-all-jobboards`,
      undefined,
      { cookie: owner },
    );
    expect(unpublished.status).toBe(200);
    expect((await search(t, 'title=Quixotique')).meta.total).toBe(0);
    expect(idsOf(await search(t, 'page=1'))).not.toContain(id);
  });

  it('application counts follow their own counter and do not invalidate the cached page', async () => {
    const company = await insertFixtureCompany(t.handle.db, { nameFr: 'Compteur', nameEn: null });
    const id = await insertFixtureOffer(t.handle.db, {
      companyId: company,
      contents: [{ language: 'fr', title: 'Sommelier Compteur' }],
      boards: ['hospitality'],
    });
    // Written outside the API: a write request of this instance makes it re-read the counters.
    await call(t, 'POST', `/api/jobboard/hospitality/offers/${id}/view`);
    const first = await search(t, 'title=Compteur');
    expect(first.data[0]?.application_count).toBe(0);
    const generation = await offersGeneration(t);
    const cached = searchCacheSize(t.handle.db).entries;

    await t.handle.db.execute(sql`UPDATE offers SET application_count = 7 WHERE id = ${id}`);
    expect(await offersGeneration(t)).toBe(generation);
    // Counts are kept as of the counters last read (60 s ago at most here), not read per hit...
    expect((await search(t, 'title=Compteur')).data[0]?.application_count).toBe(0);
    // ...and read again once they are: the answer itself was kept.
    await call(t, 'POST', `/api/jobboard/hospitality/offers/${id}/view`);
    const second = await search(t, 'title=Compteur');
    expect(second.data[0]?.application_count).toBe(7);
    expect(idsOf(second)).toEqual([id]);
    expect(searchCacheSize(t.handle.db).entries).toBe(cached);
  });
});

describe('changes made outside this instance show within SEARCH_CACHE_CHECK_MS', () => {
  const checkMs = 150;
  let t: TestApp;
  let company = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: readApiEnv({ SEARCH_CACHE_CHECK_MS: String(checkMs) }) });
    await seedReferenceData(t.handle.db);
    company = await insertFixtureCompany(t.handle.db, { nameFr: 'Auberge Avant', nameEn: null });
  }, 120_000);
  afterAll(() => t.close());

  it('a publication, an edit of a live offer and a company rename written straight to the database', async () => {
    expect((await search(t, 'title=Zanzibar')).meta.total).toBe(0);
    const id = await insertFixtureOffer(t.handle.db, {
      companyId: company,
      contents: [{ language: 'fr', title: 'Barman Zanzibar' }],
      boards: ['hospitality'],
    });
    await sleep(checkMs);
    expect(idsOf(await search(t, 'title=Zanzibar'))).toEqual([id]);

    await t.handle.db.execute(
      sql`UPDATE offers SET salary_min = 21, salary_max = 23, salary_period = 'hour' WHERE id = ${id}`,
    );
    await t.handle.db.execute(
      sql`UPDATE companies SET name_fr = 'Auberge Après' WHERE id = ${company}`,
    );
    await sleep(checkMs);
    const [card] = (await search(t, 'title=Zanzibar')).data;
    expect(card?.salary).toEqual({ min: 21, max: 23, period: 'hour' });
    expect(card?.company?.name).toBe('Auberge Après');
  });

  it('the featured offers: a new featured offer shows, and leaves at its expiry', async () => {
    const featured = async () => {
      const res = await call(t, 'GET', '/api/jobboard/hospitality/featured-offers?limit=3');
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { id: number }[] }).data.map((offer) => offer.id);
    };
    const empty = searchCacheSize(t.handle.db).entries;
    const before = await featured();
    // Kept: one more answer in the cache, and the same one given again.
    expect(searchCacheSize(t.handle.db).entries).toBe(empty + 1);
    expect(await featured()).toEqual(before);
    expect(searchCacheSize(t.handle.db).entries).toBe(empty + 1);
    const id = await insertFixtureOffer(t.handle.db, {
      companyId: company,
      contents: [{ language: 'fr', title: 'Maître d’hôtel Vedette' }],
      boards: ['hospitality'],
      featured: true,
      expiresInHours: 1.5 / 3600,
    });
    await sleep(checkMs);
    expect((await featured())[0]).toBe(id);
    await sleep(1_600);
    expect(await featured()).not.toContain(id);
  });

  it('an offer that expires leaves the cached search at its expiry, with no write at all', async () => {
    const id = await insertFixtureOffer(t.handle.db, {
      companyId: company,
      contents: [{ language: 'fr', title: 'Veilleur Éphémère' }],
      boards: ['hospitality'],
      expiresInHours: 1.5 / 3600,
    });
    await sleep(checkMs);
    expect(idsOf(await search(t, 'title=Ephemere'))).toEqual([id]);
    await sleep(1_600);
    expect((await search(t, 'title=Ephemere')).meta.total).toBe(0);
  });

  it('a "published within" search drops an offer as it leaves the window', async () => {
    const id = await insertFixtureOffer(t.handle.db, {
      companyId: company,
      contents: [{ language: 'fr', title: 'Concierge Fenêtre' }],
      boards: ['hospitality'],
      // Published 24 hours ago less a second and a half: in the 24h window, for 1.5 s more.
      publishedHoursAgo: 24 - 1.5 / 3600,
    });
    await sleep(checkMs);
    expect(idsOf(await search(t, 'title=Fenetre&published_at=24h'))).toEqual([id]);
    await sleep(1_600);
    expect((await search(t, 'title=Fenetre&published_at=24h')).meta.total).toBe(0);
    expect(idsOf(await search(t, 'title=Fenetre&published_at=7d'))).toEqual([id]);
  });

  it('a renamed attribute shows in the dictionary and in cached cards', async () => {
    const [attribute] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`SELECT id FROM offer_attributes WHERE type = 'specialization' AND board = 'hospitality' ORDER BY id LIMIT 1`,
    );
    const id = await insertFixtureOffer(t.handle.db, {
      companyId: company,
      contents: [{ language: 'fr', title: 'Pâtissier Libellé' }],
      boards: ['hospitality'],
      attributeIds: [Number(attribute!.id)],
    });
    await sleep(checkMs);
    expect(idsOf(await search(t, 'title=Libelle'))).toEqual([id]);
    await t.handle.db.execute(
      sql`UPDATE offer_attributes SET label_en = 'Renamed Speciality' WHERE id = ${attribute!.id}`,
    );
    await sleep(checkMs);
    // The dictionary re-reads in the background on its first read past the check: poll briefly.
    const deadline = Date.now() + 2_000;
    let labels: string[] = [];
    while (Date.now() < deadline) {
      const [card] = (await search(t, 'title=Libelle')).data;
      labels = card?.attributes.map((a) => a.label.en) ?? [];
      if (labels.includes('Renamed Speciality')) break;
      await sleep(20);
    }
    expect(labels).toContain('Renamed Speciality');
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === 'pg')(
  'two instances on one PostgreSQL database',
  () => {
    const checkMs = 200;
    let a: TestApp;
    let bHandle: DatabaseHandle;
    let b: TestApp;
    let owner: string;

    beforeAll(async () => {
      a = await createTestApp({
        boards: unmoderatedBoards,
        env: readApiEnv({ SEARCH_CACHE_CHECK_MS: String(checkMs) }),
      });
      await seedReferenceData(a.handle.db);
      owner = await signUp(a, 'ats', 'owner@two.example');
      // Instance B: its own pool, app and caches on the same database, as a second process has.
      const [row] = await queryRows<{ name: string }>(
        a.handle.db,
        sql`SELECT current_database() AS name`,
      );
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${row!.name}`;
      bHandle = await openDatabase({ driver: 'pg', url: url.toString(), poolMax: 2 });
      const app = createApp(runtimeOn(a, bHandle));
      b = {
        ...a,
        app,
        handle: bHandle,
        request: (path, init = {}) => {
          const { host = 'hospitality.localhost', ...rest } = init;
          const headers = new Headers(rest.headers);
          headers.set('host', host);
          headers.set('accept', 'application/json');
          headers.set(CLIENT_ADDRESS_HEADER, '192.0.2.2');
          return Promise.resolve(app.request(`http://${host}${path}`, { ...rest, headers }));
        },
      };
    }, 120_000);
    afterAll(async () => {
      await bHandle.close();
      await a.close();
    });

    it("B shows A's publication in a search started checkMs after it", async () => {
      expect((await search(b, 'title=Ubiquitaire')).meta.total).toBe(0);
      const id = await createCompleteOffer(a, owner, 'owner@two.example', {
        title: 'Serveur Ubiquitaire',
      });
      const published = await call(
        a,
        'POST',
        `/api/jobboard/hospitality/employer/offer/${id}/publish`,
        undefined,
        { cookie: owner },
      );
      expect(published.status).toBe(200);
      // B re-reads the database's counters at most checkMs after its last read: any search it
      // starts checkMs after the commit sees the change, whatever it had cached.
      await sleep(checkMs);
      expect(idsOf(await search(b, 'title=Ubiquitaire'))).toEqual([id]);
      expect(searchCacheSize(bHandle.db).entries).toBeGreaterThan(0);
    });

    it('B shows an application counted through A in a search started checkMs after it', async () => {
      const company = await insertFixtureCompany(a.handle.db, { nameFr: 'Duo', nameEn: null });
      const id = await insertFixtureOffer(a.handle.db, {
        companyId: company,
        contents: [{ language: 'fr', title: 'Barista Jumelle' }],
        boards: ['hospitality'],
      });
      await sleep(checkMs);
      expect((await search(b, 'title=Jumelle')).data[0]?.application_count).toBe(0);
      await a.handle.db.execute(sql`UPDATE offers SET application_count = 3 WHERE id = ${id}`);
      await sleep(checkMs);
      expect((await search(b, 'title=Jumelle')).data[0]?.application_count).toBe(3);
    });
  },
);
