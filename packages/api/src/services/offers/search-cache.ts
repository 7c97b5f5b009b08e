import { sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import { searchTokens } from '@jobboard/db/search/text-query';
import type { ServiceContext } from '../../context';
import type { OfferDto, OfferListDto } from '../../contracts/offers';
import type { ResolvedOfferFilters } from './resolve-filters';
import { currentGenerations } from './search-generations';
import type { SearchPaging } from './search-offers';
import { tally } from '../../metrics/tally';

export interface SearchCacheOptions {
  /** Most answers kept per database; 0 turns the cache off. */
  maxEntries: number;
  /** Most bytes kept per database, counted as the answers' JSON length. */
  maxBytes: number;
}

export const DEFAULT_SEARCH_CACHE: SearchCacheOptions = {
  maxEntries: 2_000,
  maxBytes: 32 * 1024 * 1024,
};

interface Entry {
  /** The `offers` generation read before the answer was computed. */
  generation: string;
  /** Wall-clock ms after which it may be wrong without any write (an expiry, a window edge). */
  validUntil: number;
  bytes: number;
  /** A search's page, or the featured offers as `{ data }`. */
  value: Cached;
}

type Cached = { data: OfferDto[] };

interface Store {
  options: SearchCacheOptions;
  /** Insertion order is recency order: a hit moves its entry to the end. */
  entries: Map<string, Entry>;
  bytes: number;
  /** Concurrent misses of one key and generation share one search. */
  pending: Map<string, Promise<Cached>>;
  counts: Counts;
}

/**
 * Application counts of the offers cards showed, as of one `applications` generation: they
 * change with every application, so they are kept apart from the answers (an application must
 * not throw away every cached search) and read again, for the offers a page shows, once the
 * counter moves.
 */
interface Counts {
  generation: string;
  byOffer: Map<number, number>;
}

/** More offers than any board shows: past it the counts start again rather than grow. */
const MAX_COUNTS = 50_000;

// One registry per process: Next's bundled copy of this module and the server's share it.
const storesKey = Symbol.for('@jobboard/api/search-cache');
const stores = ((globalThis as { [storesKey]?: WeakMap<Database, Store> })[storesKey] ??=
  new WeakMap<Database, Store>());

function storeOf(db: Database): Store {
  let store = stores.get(db);
  if (!store) {
    store = {
      options: DEFAULT_SEARCH_CACHE,
      entries: new Map(),
      bytes: 0,
      pending: new Map(),
      counts: { generation: '', byOffer: new Map() },
    };
    stores.set(db, store);
  }
  return store;
}

/** Sets the bounds for one database (the API app does, from its environment). */
export function configureSearchCache(db: Database, options: SearchCacheOptions): void {
  const store = storeOf(db);
  store.options = options;
  evict(store);
}

/** What the cache holds for a database (tests and the bench). */
export function searchCacheSize(db: Database): { entries: number; bytes: number } {
  const store = storeOf(db);
  return { entries: store.entries.size, bytes: store.bytes };
}

/** The filters a key is made of; a filter not listed here makes a search uncacheable. */
const keyed = new Set([
  'board',
  'text',
  'cityId',
  'companyId',
  'companyText',
  'specializationIds',
  'scheduleIds',
  'attributeId',
  'publishedSince',
  'publishedWithinHours',
  'minHourlyPay',
  'near',
  'sort',
]);

const sortedIds = (ids: readonly number[] | undefined) =>
  ids?.length ? [...ids].sort((a, b) => a - b) : undefined;

/**
 * The normalised query: board, language, every filter in a fixed order (id lists sorted, text as
 * the search's own words), page and past-last-page rule. Null when the search cannot be cached: a
 * filter the key does not know, or a "published since" that is not one of the API's windows.
 */
export function searchCacheKey(
  ctx: Pick<ServiceContext, 'board' | 'locale'>,
  f: ResolvedOfferFilters,
  paging: SearchPaging,
): string | null {
  if (Object.keys(f).some((name) => !keyed.has(name))) return null;
  const hours = f.publishedWithinHours;
  if (f.publishedSince !== undefined || hours !== undefined) {
    // The window must be what `since` says (now minus the window, give or take this request).
    if (hours === undefined || f.publishedSince === undefined) return null;
    const expected = Date.now() - hours * 3_600_000;
    if (Math.abs(f.publishedSince.getTime() - expected) > 60_000) return null;
  }
  return JSON.stringify([
    ctx.board,
    ctx.locale,
    f.board,
    f.text === undefined ? null : searchTokens(f.text),
    f.cityId ?? null,
    f.companyId ?? null,
    f.companyText === undefined ? null : searchTokens(f.companyText),
    sortedIds(f.specializationIds) ?? null,
    sortedIds(f.scheduleIds) ?? null,
    f.attributeId ?? null,
    hours ?? null,
    f.minHourlyPay ?? null,
    f.near ? [f.near.lat, f.near.lng, f.near.radiusKm] : null,
    f.sort ?? null,
    paging.page,
    paging.pastLastPage ?? 'empty',
  ]);
}

/**
 * A search's answer from the cache when the database has not changed what it can return since it
 * was computed, else computed by `search` and kept. The answer is the board-and-language list
 * before anything per visitor (has_applied is added by the caller); application counts, which
 * change with every application, come from their own generation's copy on each hit instead of
 * invalidating every answer.
 */
export async function cachedSearch(
  ctx: ServiceContext,
  filters: ResolvedOfferFilters,
  paging: SearchPaging,
  search: () => Promise<OfferListDto>,
): Promise<OfferListDto> {
  const store = storeOf(ctx.db);
  const key = store.options.maxEntries > 0 ? searchCacheKey(ctx, filters, paging) : null;
  if (key === null) return search();
  return cachedAnswer(ctx, key, filters.publishedWithinHours, search);
}

/**
 * The home page's featured offers (`featuredOffers`) through the same cache and rules: live
 * offers of the board, so valid until the database changes them or an offer's expiry or go-live
 * passes. Every signed-in home render asked PGlite for them again.
 */
export async function cachedFeatured(
  ctx: ServiceContext,
  query: { limit: number; cityId?: number; specializationIds?: readonly number[] },
  compute: () => Promise<OfferDto[]>,
): Promise<OfferDto[]> {
  const key = JSON.stringify([
    'featured',
    ctx.board,
    ctx.locale,
    query.limit,
    query.cityId ?? null,
    sortedIds(query.specializationIds) ?? null,
  ]);
  return (await cachedAnswer(ctx, key, undefined, async () => ({ data: await compute() }))).data;
}

/**
 * The similar-offers endpoint's answer through the same cache and rules: it is live offers' data
 * the `offers` generation covers, asked again on every offer a visitor opens.
 */
export async function cachedSimilar(
  ctx: ServiceContext,
  offerId: number,
  compute: () => Promise<OfferDto[]>,
): Promise<OfferDto[]> {
  const key = JSON.stringify(['similar', ctx.board, ctx.locale, offerId]);
  return (await cachedAnswer(ctx, key, undefined, async () => ({ data: await compute() }))).data;
}

/**
 * One offer's page (the offer, its similar offers, its home board) through the same cache and
 * rules: everything on it is live offers' data that the `offers` generation covers (contents,
 * company, attributes, publications), so a signed-in offer page reads the database at most once,
 * for application counts that changed, instead of seven times (issue 16). Misses (not live: a
 * 404) are not kept.
 */
export async function cachedOfferPage<T extends Cached>(
  ctx: ServiceContext,
  offerId: number,
  compute: () => Promise<T>,
): Promise<T> {
  return cachedAnswer(
    ctx,
    JSON.stringify(['offer-page', ctx.board, ctx.locale, offerId]),
    undefined,
    compute,
  );
}

async function cachedAnswer<T extends Cached>(
  ctx: ServiceContext,
  key: string,
  hours: number | undefined,
  compute: () => Promise<T>,
): Promise<T> {
  const store = storeOf(ctx.db);
  // A cache turned off (maxEntries 0) keeps nothing: every caller computes.
  if (store.options.maxEntries === 0) return compute();
  const generations = await currentGenerations(ctx.db, hours);
  const hit = store.entries.get(key);
  if (hit && hit.generation === generations.offers && Date.now() < hit.validUntil) {
    tally('search_cache', ['hit']);
    store.entries.delete(key);
    store.entries.set(key, hit);
    return withCurrentCounts(ctx.db, store, generations.applications, hit.value as T);
  }
  const validUntil = Math.min(
    generations.validUntil,
    hours === undefined ? Infinity : (generations.windowUntil.get(hours) ?? 0),
  );
  const pendingKey = `${generations.offers}\n${key}`;
  const shared = store.pending.get(pendingKey);
  tally('search_cache', [shared ? 'shared' : 'miss']);
  if (shared) return shared as Promise<T>;
  const computed = compute().then((value) => {
    if (Date.now() < validUntil)
      put(store, key, {
        generation: generations.offers,
        validUntil,
        bytes: JSON.stringify(value).length,
        value,
      });
    keepCounts(countsOf(store, generations.applications), value);
    return value;
  });
  store.pending.set(pendingKey, computed);
  const clear = () => store.pending.delete(pendingKey);
  computed.then(clear, clear);
  return computed;
}

function put(store: Store, key: string, entry: Entry): void {
  const old = store.entries.get(key);
  if (old) {
    store.bytes -= old.bytes;
    store.entries.delete(key);
  }
  if (entry.bytes > store.options.maxBytes) return;
  store.entries.set(key, entry);
  store.bytes += entry.bytes;
  evict(store);
}

/** Drops the least recently used answers until both bounds hold. */
function evict(store: Store): void {
  const { maxEntries, maxBytes } = store.options;
  for (const [key, entry] of store.entries) {
    if (store.entries.size <= maxEntries && store.bytes <= maxBytes) break;
    store.entries.delete(key);
    store.bytes -= entry.bytes;
  }
}

/** The store's counts as of `generation`: those of another generation are dropped. */
function countsOf(store: Store, generation: string): Map<number, number> {
  if (store.counts.generation !== generation || store.counts.byOffer.size > MAX_COUNTS)
    store.counts = { generation, byOffer: new Map() };
  return store.counts.byOffer;
}

/** A computed answer's counts are read with it: its next hits need not read them again. */
function keepCounts(counts: Map<number, number>, list: Cached): void {
  for (const offer of list.data) counts.set(offer.id, offer.application_count);
}

/**
 * The cached page with each offer's application count as of `generation`: from the store's copy,
 * reading (one primary-key lookup) only the offers it does not hold yet. A count changes by
 * applying, whose request makes this process re-read the counters at once (noteLocalWrite); an
 * application through another process shows within SEARCH_CACHE_CHECK_MS, as any other change.
 */
async function withCurrentCounts<T extends Cached>(
  db: Database,
  store: Store,
  generation: string,
  list: T,
): Promise<T> {
  if (list.data.length === 0) return list;
  const counts = countsOf(store, generation);
  const missing = list.data.filter((offer) => !counts.has(offer.id));
  if (missing.length > 0) {
    const ids = `{${missing.map((offer) => Math.trunc(offer.id)).join(',')}}`;
    const rows = await queryRows<{ id: number; application_count: number }>(
      db,
      sql`SELECT id, application_count FROM offers WHERE id = ANY(${ids}::int[])`,
    );
    for (const row of rows) counts.set(Number(row.id), Number(row.application_count));
  }
  return {
    ...list,
    data: list.data.map((offer) => {
      const count = counts.get(offer.id);
      return count === undefined || count === offer.application_count
        ? offer
        : { ...offer, application_count: count };
    }),
  };
}
