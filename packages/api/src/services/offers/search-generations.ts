import { sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { withPriority } from '@jobboard/db/pglite-queue';
import { queryRows } from '@jobboard/db/query';
import { publishedWithinHours } from '../../contracts/offer-filter-rules';
import { FILLED_GRACE_DAYS } from '../../contracts/employer-offers/offer-filled-rules';

/**
 * What the database says about the freshness of search answers, read at most every `checkMs`
 * per process and database (one shared read in flight, never one per request).
 *
 * The counters live in the database (`search_generations`, bumped by triggers in the same
 * transaction as the change, migration 0019), so a change made through any instance on the same
 * PostgreSQL database is seen here by the first request that starts `checkMs` after it commits.
 * A change made through this process's own API is seen by its next request (`noteLocalWrite`).
 */
export interface Generations {
  /** Bumped by anything a search can find or a result card shows (not application counts). */
  offers: string;
  /** Bumped when attributes or cities change: the in-memory dictionaries reload. */
  catalogue: string;
  /** Bumped when an offer's application count changes: cards' counts are read again. */
  applications: string;
  /** Bumped when a session ends or what it grants changes: kept sessions are read again. */
  sessions: string;
  /**
   * Wall-clock ms until which an answer computed now stays exact although nothing is written:
   * the next moment an offer's publication date, expiry or featured period end passes (searches
   * compare with now()).
   */
  validUntil: number;
  /** The same for a "published within" window (hours): the next moment an offer leaves it. */
  windowUntil: ReadonlyMap<number, number>;
}

/** How often, at most, a process re-reads the counters (the bound for other instances' changes). */
export const DEFAULT_CHECK_MS = 250;

interface State {
  current?: Generations;
  /** Date.now() when the read that produced `current` was sent. */
  readAt: number;
  /** The local write count when that read was sent. */
  writesAtRead: number;
  inflight?: { writes: number; promise: Promise<Generations> };
}

interface Registry {
  /** Background jobs' runs (they write to whichever database the process uses). */
  writes: number;
  /** Writes answered by an API app on that database (any copy of this module shares these). */
  dbWrites: WeakMap<Database, number>;
  states: WeakMap<Database, State>;
  checkMs: WeakMap<Database, number>;
  listeners: Set<() => void>;
}

const registryKey = Symbol.for('@jobboard/api/search-generations');
const registry: Registry = ((globalThis as { [registryKey]?: Registry })[registryKey] ??= {
  writes: 0,
  dbWrites: new WeakMap(),
  states: new WeakMap(),
  checkMs: new WeakMap(),
  listeners: new Set(),
});

/** Sets how old the counters may get before a request re-reads them, for one database. */
export function configureGenerationCheck(db: Database, checkMs: number): void {
  registry.checkMs.set(db, checkMs);
}

/**
 * Called once a state-changing request on `db` has answered, or with no database once a
 * background job has run: the next search re-reads the counters instead of trusting a copy up to
 * `checkMs` old, so whoever published sees the offer in their very next search.
 */
export function noteLocalWrite(db?: Database): void {
  if (db) registry.dbWrites.set(db, (registry.dbWrites.get(db) ?? 0) + 1);
  else registry.writes += 1;
  for (const listener of registry.listeners) listener();
}

/**
 * Another worker of this server wrote (the cluster's primary relays it): the next search here
 * re-reads the counters too. It tells no listener, so the news does not travel back.
 */
export function noteSiblingWrite(): void {
  registry.writes += 1;
}

/** Called after every local write: a cluster worker forwards them to its siblings. */
export function onLocalWrite(listener: () => void): void {
  registry.listeners.add(listener);
}

const writesOn = (db: Database) => registry.writes + (registry.dbWrites.get(db) ?? 0);

function stateOf(db: Database): State {
  let state = registry.states.get(db);
  if (!state) {
    state = { readAt: Number.NEGATIVE_INFINITY, writesAtRead: -1 };
    registry.states.set(db, state);
  }
  return state;
}

function isFresh(db: Database, state: State, windowHours: number | undefined): boolean {
  const { current } = state;
  if (!current) return false;
  const now = Date.now();
  const checkMs = registry.checkMs.get(db) ?? DEFAULT_CHECK_MS;
  if (now - state.readAt >= checkMs || state.writesAtRead !== writesOn(db)) return false;
  if (now >= current.validUntil) return false;
  return windowHours === undefined || now < (current.windowUntil.get(windowHours) ?? 0);
}

/**
 * The counters, re-read when the copy is older than `checkMs`, when this process wrote since,
 * or when a time boundary (an expiry, a go-live, a window edge for `windowHours`) has passed.
 */
export function currentGenerations(db: Database, windowHours?: number): Promise<Generations> {
  const state = stateOf(db);
  if (isFresh(db, state, windowHours) && state.current) return Promise.resolve(state.current);
  // A read already on its way counts only if it was sent after this process's last write.
  if (state.inflight && state.inflight.writes === writesOn(db)) return state.inflight.promise;
  return startRead(db, state);
}

/**
 * The counters as last read, without waiting (undefined before the first read); starts a read in
 * the background when they are due. For readers that must never wait (the dictionaries).
 */
export function knownGenerations(db: Database): Generations | undefined {
  const state = stateOf(db);
  if (!isFresh(db, state, undefined) && !state.inflight) {
    startRead(db, state).catch(() => {
      // The next reader tries again; the dictionaries keep serving the copy they have.
    });
  }
  return state.current;
}

const windowHours = [...new Set(Object.values(publishedWithinHours))];

interface Row {
  offers: string | number | null;
  catalogue: string | number | null;
  applications: string | number | null;
  sessions: string | number | null;
  db_now: string | number;
  next_change: string | number | null;
  windows: (string | number | null)[] | null;
}

function startRead(db: Database, state: State): Promise<Generations> {
  const writes = writesOn(db);
  const sentAt = Date.now();
  const windowSince = windowHours.map((h) => (sentAt - h * 3_600_000) / 1000);
  const promise = withPriority(() =>
    queryRows<Row>(
      db,
      // Each min() is one probe of an index on offer_search (migration 0019). The next go-live
      // and expiry come on the database's clock, relative to its now(); window edges on this
      // process's clock, as the searches compute "published since" here.
      sql`SELECT (SELECT value FROM search_generations WHERE name = 'offers') AS offers,
                 (SELECT value FROM search_generations WHERE name = 'catalogue') AS catalogue,
                 (SELECT value FROM search_generations WHERE name = 'applications') AS applications,
                 (SELECT value FROM search_generations WHERE name = 'sessions') AS sessions,
                 extract(epoch FROM now())::float8 * 1000 AS db_now,
                 extract(epoch FROM least(
                   (SELECT min(expires_at) FROM offer_search WHERE expires_at > now()),
                   (SELECT min(published_at) FROM offer_search WHERE published_at > now()),
                   -- A featured period ending reorders searches and unlabels cards.
                   (SELECT min(featured_until) FROM offer_search WHERE featured_until > now()),
                   -- A filled offer's cached page ends with its grace (offers_filled_idx).
                   (SELECT min(filled_at) + make_interval(days => ${FILLED_GRACE_DAYS}) FROM offers
                     WHERE filled_at > now() - make_interval(days => ${FILLED_GRACE_DAYS}))
                 ))::float8 * 1000 AS next_change,
                 ARRAY(SELECT extract(epoch FROM (SELECT min(s.published_at) FROM offer_search s
                                                   WHERE s.published_at >= to_timestamp(w.since)))::float8 * 1000
                       FROM unnest(${`{${windowSince.join(',')}}`}::float8[]) WITH ORDINALITY AS w(since, i)
                       ORDER BY w.i) AS windows`,
    ),
  ).then(([row]) => {
    if (!row) throw new Error('search_generations is empty');
    const next = toMs(row.next_change);
    const generations: Generations = {
      offers: String(row.offers),
      catalogue: String(row.catalogue),
      applications: String(row.applications),
      sessions: String(row.sessions),
      validUntil: sentAt + (next - Number(row.db_now)),
      windowUntil: new Map(
        windowHours.map((h, i) => [h, toMs(row.windows?.[i] ?? null) + h * 3_600_000]),
      ),
    };
    // An older read finishing after a newer one never replaces it.
    if (sentAt >= state.readAt) {
      state.current = generations;
      state.readAt = sentAt;
      state.writesAtRead = writes;
    }
    return generations;
  });
  const inflight = { writes, promise };
  state.inflight = inflight;
  const clear = () => {
    if (state.inflight === inflight) state.inflight = undefined;
  };
  promise.then(clear, clear);
  return promise;
}

/** A timestamp in ms from SQL (null when no row qualifies, 'Infinity' for a row without end). */
function toMs(value: string | number | null): number {
  if (value === null) return Number.POSITIVE_INFINITY;
  const n = Number(value);
  return Number.isNaN(n) ? Number.POSITIVE_INFINITY : n;
}
