import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../context';
import type { OfferListDto } from '../../contracts/offers';
import { isDomainError, type DomainError } from '../../errors';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { searchOfferEntry } from './search-entry';

// The one entry of an offer search, under its two policies: strict (the API) makes unknown
// filters a 422, fallback (pages, feeds, stored alerts) never fails.

let t: TestApp;
let ctx: ServiceContext;
const schedule = [41];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ctx = { db: t.handle.db, board: 'hospitality', locale: 'fr' };
}, 120_000);
afterAll(() => t.close());

const ids = (list: OfferListDto) => list.data.map((o) => o.id);

describe('strict', () => {
  it('searches known filters', async () => {
    const found = await searchOfferEntry(ctx, { schedule }, { policy: 'strict' }, { page: 1 });
    expect(found.list.data.length).toBeGreaterThan(0);
    expect(found.unknown).toEqual([]);
    expect(found.filters).toEqual({ schedule });
  });

  it('throws a 422 naming each unknown filter', async () => {
    const error = await searchOfferEntry(
      ctx,
      { city: 'atlantis', schedule: [999_999] },
      { policy: 'strict' },
      { page: 1 },
    ).catch((e: unknown) => e);
    expect(isDomainError(error)).toBe(true);
    expect((error as DomainError).code).toBe('invalid_input');
    expect((error as DomainError).options.fields).toEqual({
      city: ['unknown_city'],
      schedule: ['unknown_schedule'],
    });
  });

  it('is the API route: the same query is a 422 with field errors', async () => {
    const res = await t.request('/api/jobboard/hospitality/offers?city=atlantis');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { city: [expect.any(String)] } });
  });
});

describe('fallback', () => {
  it('drops an unknown filter and searches with the others', async () => {
    const known = await searchOfferEntry(ctx, { schedule }, { policy: 'strict' }, { page: 1 });
    const found = await searchOfferEntry(
      ctx,
      { city: 'atlantis', schedule },
      { policy: 'fallback', unknown: 'drop' },
      { page: 1 },
    );
    expect(found.unknown).toEqual(['city']);
    expect(ids(found.list)).toEqual(ids(known.list));
    expect(found.list.meta.total).toBe(known.list.meta.total);
  });

  it('matches nothing when asked to (a feed of a city that is gone)', async () => {
    const found = await searchOfferEntry(
      ctx,
      { city: 'atlantis' },
      { policy: 'fallback', unknown: 'match-nothing' },
      { page: 2 },
    );
    expect(found.list).toEqual({
      data: [],
      meta: { current_page: 2, per_page: 20, last_page: 1, total: 0 },
    });
  });

  it("searches the page's own filters instead, from page 1", async () => {
    const found = await searchOfferEntry(
      ctx,
      { city: 'atlantis', title: 'cuisinier' },
      { policy: 'fallback', unknown: { instead: { schedule } } },
      { page: 3, pastLastPage: 'last' },
    );
    const instead = await searchOfferEntry(ctx, { schedule }, { policy: 'strict' }, { page: 1 });
    expect(found.filters).toEqual({ schedule });
    expect(found.list.meta.current_page).toBe(1);
    expect(ids(found.list)).toEqual(ids(instead.list));
  });

  it('answers known filters as strict does', async () => {
    const strict = await searchOfferEntry(ctx, { schedule }, { policy: 'strict' }, { page: 1 });
    const fallback = await searchOfferEntry(
      ctx,
      { schedule },
      { policy: 'fallback', unknown: 'drop' },
      { page: 1, cached: false },
    );
    expect(fallback).toEqual(strict);
  });
});
