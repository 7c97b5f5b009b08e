import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import { readApiEnv } from '../../env';
import { isDomainError } from '../../errors';
import { attributeId, insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { offerPageData } from './offer-page-data';
import { searchCacheSize } from './search-cache';

// The offer page's data comes from the search cache (issue 16): it must never show what the
// database no longer says once the counters are re-read (every SEARCH_CACHE_CHECK_MS).

const checkMs = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
const ids = { offer: 0, similar: 0 };
const ctx = () => ({ db: t.handle.db, board: 'hospitality', locale: 'fr' as const });

beforeAll(async () => {
  t = await createTestApp({ env: readApiEnv({ SEARCH_CACHE_CHECK_MS: String(checkMs) }) });
  await seedReferenceData(t.handle.db);
  const db = t.handle.db;
  const specialization = await attributeId(db, 'specialization', 'cook');
  const companyId = await insertFixtureCompany(db, { nameFr: 'Auberge Mémoire', nameEn: null });
  const offer = (title: string) =>
    insertFixtureOffer(db, {
      companyId,
      contents: [{ language: 'fr', title, description: '<p>Avant</p>' }],
      boards: ['hospitality', 'careers'],
      attributeIds: [specialization],
    });
  ids.offer = await offer('Cuisinier Mémoire');
  ids.similar = await offer('Commis Mémoire');
}, 120_000);

afterAll(() => t.close());

describe('offerPageData', () => {
  it('gives the offer, its similar offers and its home board, then keeps them', async () => {
    const before = searchCacheSize(t.handle.db).entries;
    const first = await offerPageData(ctx(), { id: ids.offer });
    expect(first.offer.id).toBe(ids.offer);
    expect(first.offer.description).toBe('<p>Avant</p>');
    expect(first.similar.map((o) => o.id)).toContain(ids.similar);
    expect(first.homeBoard).toMatch(/^(hospitality|careers)$/);
    expect(searchCacheSize(t.handle.db).entries).toBe(before + 1);
    expect(await offerPageData(ctx(), { id: ids.offer })).toEqual(first);
    expect(searchCacheSize(t.handle.db).entries).toBe(before + 1);
  });

  it('shows an edit written straight to the database once the counters are re-read', async () => {
    await offerPageData(ctx(), { id: ids.offer });
    await t.handle.db.execute(
      sql`UPDATE offer_contents SET description = '<p>Après</p>' WHERE offer_id = ${ids.offer}`,
    );
    await sleep(checkMs);
    expect((await offerPageData(ctx(), { id: ids.offer })).offer.description).toBe('<p>Après</p>');
  });

  it('reads application counts again once the counters move, for the offer and its similar offers', async () => {
    await offerPageData(ctx(), { id: ids.offer });
    await t.handle.db.execute(
      sql`UPDATE offers SET application_count = 4 WHERE id IN (${ids.offer}, ${ids.similar})`,
    );
    await sleep(checkMs);
    const page = await offerPageData(ctx(), { id: ids.offer });
    expect(page.offer.application_count).toBe(4);
    expect(page.similar.find((o) => o.id === ids.similar)?.application_count).toBe(4);
  });

  it('is a 404 once the offer leaves the board, and is not kept as one', async () => {
    await offerPageData(ctx(), { id: ids.similar });
    await t.handle.db.execute(
      sql`DELETE FROM offer_publications WHERE offer_id = ${ids.similar} AND board = 'hospitality'`,
    );
    await t.handle.db.execute(
      sql`DELETE FROM offer_search WHERE offer_id = ${ids.similar} AND board = 'hospitality'`,
    );
    await sleep(checkMs);
    const gone = await offerPageData(ctx(), { id: ids.similar }).catch((error: unknown) => error);
    expect(isDomainError(gone) && gone.code).toBe('not_found');
    // Its page no longer lists it as similar either.
    const page = await offerPageData(ctx(), { id: ids.offer });
    expect(page.similar.map((o) => o.id)).not.toContain(ids.similar);
  });
});
