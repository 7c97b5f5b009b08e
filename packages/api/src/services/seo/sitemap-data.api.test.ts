import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@jobboard/db/query';
import { refreshOfferSearch } from '@jobboard/db/seed/bulk-offers';
import { attributeId, insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { offerHomeBoard } from './offer-home-board';
import { sitemapData } from './sitemap-data';

let t: TestApp;
const ids = { company: 0, shared: 0, frOnly: 0, careersFirst: 0, schedule: 0 };
const ctx = (board: string) => ({ db: t.handle.db, board, locale: 'fr' as const });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const db = t.handle.db;
  ids.schedule = await attributeId(db, 'schedule', 'full-time');
  ids.company = await insertFixtureCompany(db, {
    nameFr: 'Auberge Orleane',
    nameEn: 'Orleane Inn',
  });
  const both = [
    { language: 'fr' as const, title: 'Cuisinier Orléane' },
    { language: 'en' as const, title: 'Orleane Cook' },
  ];
  ids.shared = await insertFixtureOffer(db, {
    companyId: ids.company,
    contents: both,
    boards: ['hospitality', 'careers'],
    attributeIds: [ids.schedule],
  });
  ids.careersFirst = await insertFixtureOffer(db, {
    companyId: ids.company,
    contents: both,
    boards: ['hospitality', 'careers'],
  });
  // Published on careers a day before hospitality: careers is its home board.
  await db.execute(
    sql`UPDATE offer_publications SET published_at = published_at - interval '1 day'
        WHERE offer_id = ${ids.careersFirst} AND board = 'careers'`,
  );
  await refreshOfferSearch(db, [ids.careersFirst]);
  ids.frOnly = await insertFixtureOffer(db, {
    companyId: ids.company,
    contents: [{ language: 'fr', title: 'Plongeur Orléane' }],
    boards: ['hospitality'],
  });
});

afterAll(() => t.close());

describe('offerHomeBoard', () => {
  it('is the board of the first live publication, the board key breaking a tie', async () => {
    expect(await offerHomeBoard(ctx('hospitality'), ids.careersFirst)).toBe('careers');
    expect(await offerHomeBoard(ctx('hospitality'), ids.shared)).toBe('careers');
    expect(await offerHomeBoard(ctx('careers'), ids.frOnly)).toBe('hospitality');
  });

  it('moves to the other board once the home publication ends', async () => {
    await t.handle.db.execute(
      sql`UPDATE offer_search SET expires_at = now() - interval '1 minute'
          WHERE offer_id = ${ids.shared} AND board = 'careers'`,
    );
    expect(await offerHomeBoard(ctx('hospitality'), ids.shared)).toBe('hospitality');
    expect((await sitemapData(ctx('hospitality'))).offers.map((o) => o.id)).toContain(ids.shared);
    await refreshOfferSearch(t.handle.db, [ids.shared]);
    expect(await offerHomeBoard(ctx('hospitality'), ids.shared)).toBe('careers');
  });
});

describe('sitemapData', () => {
  it("lists a shared offer on its home board's sitemap only", async () => {
    const hospitality = (await sitemapData(ctx('hospitality'))).offers.map((o) => o.id);
    const careers = (await sitemapData(ctx('careers'))).offers.map((o) => o.id);
    expect(careers).toEqual(expect.arrayContaining([ids.shared, ids.careersFirst]));
    expect(hospitality).not.toContain(ids.shared);
    expect(hospitality).not.toContain(ids.careersFirst);
    expect(hospitality).toContain(ids.frOnly);
  });

  it('gives the languages an offer is written in', async () => {
    const offers = (await sitemapData(ctx('hospitality'))).offers;
    expect(offers.find((o) => o.id === ids.frOnly)?.languages).toEqual(['fr']);
    const careers = (await sitemapData(ctx('careers'))).offers;
    expect(careers.find((o) => o.id === ids.shared)?.languages).toEqual(['fr', 'en']);
  });

  it('lists companies with a live offer on the board, with each language slug', async () => {
    const { companies } = await sitemapData(ctx('careers'));
    expect(companies.find((c) => c.id === ids.company)?.slugs).toEqual({
      fr: 'auberge-orleane',
      en: 'orleane-inn',
    });
  });

  it("lists category pages with a live offer of the board, only the board's attributes", async () => {
    const { categories } = await sitemapData(ctx('careers'));
    expect(categories).toContainEqual({
      type: 'schedule',
      slug: expect.objectContaining({ en: 'full-time' }),
    });
    const [foreign] = await queryRows<{ slug_en: string }>(
      t.handle.db,
      sql`SELECT slug_en FROM offer_attributes WHERE board = 'hospitality' LIMIT 1`,
    );
    expect(categories.map((c) => c.slug.en)).not.toContain(foreign?.slug_en);
  });
});
