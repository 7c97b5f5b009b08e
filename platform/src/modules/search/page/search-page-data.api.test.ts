import { minimumWageInForce } from '@jobboard/api/contracts/employer-offers/quebec-rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceContext } from '@jobboard/api/context';
import * as searchService from '@jobboard/api/services/offers/search-offers';
import type { DatabaseHandle } from '@jobboard/db/client';
import * as searchQuery from '@jobboard/db/search/offer-search';
import {
  configureSearchCache,
  DEFAULT_SEARCH_CACHE,
} from '@jobboard/api/services/offers/search-cache';
import { seedDatabase } from '@jobboard/db/seed/index';
import { createTestDatabase } from '@jobboard/db/testing';
import { emptyQuery as emptyFilters } from '../offer-filters';
import { pageQuery, searchPageData } from './search-page-data';

// The real service and the real query, only counted: a render must search once, whatever the URL
// (with the search result cache off; the last test turns it on).
vi.mock('@jobboard/api/services/offers/search-offers', async (importOriginal) => {
  const real = await importOriginal<typeof searchService>();
  return { ...real, cachedSearchOffers: vi.fn(real.cachedSearchOffers) };
});
vi.mock('@jobboard/db/search/offer-search', async (importOriginal) => {
  const real = await importOriginal<typeof searchQuery>();
  return { ...real, searchOfferIds: vi.fn(real.searchOfferIds) };
});

let handle: DatabaseHandle;
let ctx: ServiceContext;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.db, { minimumWage: minimumWageInForce });
  ctx = { db: handle.db, board: 'hospitality', locale: 'fr' };
  configureSearchCache(handle.db, { maxEntries: 0, maxBytes: 0 });
});
afterAll(() => handle.close());
beforeEach(() => vi.clearAllMocks());

// The default sort reads the featured offers' slots, then the page without them: two queries
// for one search (the seed features some offers on every board); see findPage in search-offers.
const ONE_SEARCH = { service: 1, query: 2 };

const searches = () => ({
  service: vi.mocked(searchService.cachedSearchOffers).mock.calls.length,
  query: vi.mocked(searchQuery.searchOfferIds).mock.calls.length,
});

describe('the search page runs one search per render', () => {
  it('for plain filters', async () => {
    const data = await searchPageData(ctx, emptyFilters, { schedule: '41' });
    expect(searches()).toEqual(ONE_SEARCH);
    expect(data.filters.schedule).toEqual([41]);
    expect(data.results.data.length).toBeGreaterThan(0);
  });

  it('for a link naming a city and ids the board does not have: the page falls back', async () => {
    const base = { ...emptyFilters, city: 'montreal' };
    const data = await searchPageData(ctx, base, {
      city: 'atlantis',
      specialization: '999999',
      page: '3',
    });
    expect(searches()).toEqual(ONE_SEARCH);
    expect(data.filters).toEqual({ ...base, page: 1 });
    const plain = await searchPageData(ctx, base, {});
    expect(data.results).toEqual(plain.results);
  });

  it('for a place of another province: the gazetteer names it, the search finds none near', async () => {
    const data = await searchPageData(ctx, emptyFilters, { near: 'Vancouver', radius: '100' });
    expect(searches()).toEqual(ONE_SEARCH);
    expect(data.place).toEqual({ near: 'Vancouver', label: 'Vancouver (BC)' });
    expect(data.filters).toMatchObject({ near: 'Vancouver', radius: 100 });
    expect(data.results.meta.total).toBe(0);
  });

  it('for a place that matches nothing: said, and the search runs without it (issue 46, item 10)', async () => {
    const data = await searchPageData(ctx, emptyFilters, {
      near: 'Atlantis',
      radius: '50',
      sort: 'distance',
      schedule: '41',
    });
    expect(searches()).toEqual(ONE_SEARCH);
    expect(data.place).toEqual({ unmatched: 'Atlantis' });
    // The other filters still count: only the place and nearest first are left out (the
    // radius stays for the form, and filters nothing without a place).
    expect(data.requested).toEqual({ schedule: [41], radius: 50, page: 1 });
    expect(data.filters).toEqual({ schedule: [41], radius: 50, page: 1 });
    const without = await searchPageData(ctx, emptyFilters, { schedule: '41' });
    expect(data.results).toEqual(without.results);
  });

  it('for a page past the last one: the last page, found from the same totals', async () => {
    const first = await searchPageData(ctx, emptyFilters, { schedule: '41' });
    const last = first.results.meta.last_page;
    expect(last).toBeGreaterThan(1);
    vi.clearAllMocks();
    const past = await searchPageData(ctx, emptyFilters, { schedule: '41', page: '499' });
    // Past the end, the page is read again where the totals put the last one.
    expect(searches()).toEqual({ service: 1, query: 3 });
    expect(past.filters.page).toBe(last);
    expect(past.results.meta).toMatchObject({ current_page: last, last_page: last });
    const onLast = await searchPageData(ctx, emptyFilters, { schedule: '41', page: String(last) });
    expect(past.results.data.map((o) => o.id)).toEqual(onLast.results.data.map((o) => o.id));
  });

  it('for a text search past the last page with an unknown id', async () => {
    const data = await searchPageData(ctx, emptyFilters, {
      title: 'cuisinier',
      page: '400',
      schedule: '999999',
    });
    // The unknown schedule drops every filter of the link: the base search, on its page 1.
    expect(searches()).toEqual(ONE_SEARCH);
    expect(data.filters).toEqual(emptyFilters);
    vi.clearAllMocks();
    const text = await searchPageData(ctx, emptyFilters, { title: 'cuisinier', page: '400' });
    expect(searches().service).toBe(1);
    expect(text.results.data.length).toBeGreaterThan(0);
    expect(text.results.meta.current_page).toBe(text.results.meta.last_page);
  });
});

describe('through the search result cache', () => {
  it('a second render of the same search runs no query', async () => {
    configureSearchCache(handle.db, DEFAULT_SEARCH_CACHE);
    const first = await searchPageData(ctx, emptyFilters, { schedule: '41', page: '2' });
    expect(searches()).toEqual(ONE_SEARCH);
    vi.clearAllMocks();
    const again = await searchPageData(ctx, emptyFilters, { schedule: '41', page: '2' });
    expect(searches()).toEqual({ service: 1, query: 0 });
    expect(again.results).toEqual(first.results);
  });
});

// Moved from offer-filters.test.ts with its old reader: the URL's filters over a landing's own.
describe("the page's query", () => {
  it("reads the URL's filters over the page's own", () => {
    const base = { ...emptyFilters, city: 'laval', specialization: [5] };
    expect(pageQuery({ title: 'chef' }, base)).toEqual({ ...base, title: 'chef' });
    expect(pageQuery({ specialization: '7,x', page: '0' }, base)).toEqual({
      ...base,
      specialization: [7],
    });
  });
});
