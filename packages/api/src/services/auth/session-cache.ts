import type { Database } from '@jobboard/db/client';
import type { sessions } from '@jobboard/db/schema/auth';
import type { UserRow } from './account-user';

/** What one session lookup read: the row, its user and their permission names. */
export interface KeptSession {
  session: typeof sessions.$inferSelect;
  user: UserRow;
  permissions: string[];
}

interface Store {
  maxEntries: number;
  /** The `sessions` counter every entry was read under (entries read under another are gone). */
  generation: bigint;
  /** By token hash; insertion order is age order, for the bound. */
  entries: Map<string, KeptSession>;
}

// One registry per process: Next's bundled copy of this module and the server's share it.
const storesKey = Symbol.for('@jobboard/api/session-cache');
const stores = ((globalThis as { [storesKey]?: WeakMap<Database, Store> })[storesKey] ??=
  new WeakMap<Database, Store>());

function storeOf(db: Database): Store {
  let store = stores.get(db);
  if (!store) {
    store = { maxEntries: 0, generation: -1n, entries: new Map() };
    stores.set(db, store);
  }
  return store;
}

/** Sets how many sessions a process keeps for one database (0: none, every lookup reads). */
export function configureSessionCache(db: Database, maxEntries: number): void {
  const store = storeOf(db);
  store.maxEntries = maxEntries;
  store.entries.clear();
}

/**
 * Moves the store to `generation` when it is newer: everything read under an older counter may
 * describe a session that has ended since, so it goes. False when `generation` is older than the
 * store's (a read that started before a change finished after it).
 */
function adopt(store: Store, generation: string): boolean {
  const next = BigInt(generation);
  if (next > store.generation) {
    store.entries.clear();
    store.generation = next;
  }
  return next === store.generation;
}

/** The session kept for a token hash, if it was read under the counter the database shows now. */
export function keptSession(
  db: Database,
  tokenHash: string,
  generation: string,
): KeptSession | undefined {
  const store = storeOf(db);
  if (store.maxEntries === 0 || !adopt(store, generation)) return undefined;
  return store.entries.get(tokenHash);
}

/**
 * Keeps what a lookup read under `generation`, the counter as read before the lookup was sent:
 * a change committed in between has moved the counter, so the entry is never trusted past it.
 */
export function keepSession(
  db: Database,
  tokenHash: string,
  generation: string,
  value: KeptSession,
): void {
  const store = storeOf(db);
  if (store.maxEntries === 0 || !adopt(store, generation)) return;
  store.entries.delete(tokenHash);
  if (store.entries.size >= store.maxEntries) {
    const oldest = store.entries.keys().next();
    if (!oldest.done) store.entries.delete(oldest.value);
  }
  // Shared by every request of this session from now on: none may change another's copy.
  Object.freeze(value.session);
  Object.freeze(value.user);
  Object.freeze(value.permissions);
  store.entries.set(tokenHash, value);
}

/** How many sessions the process keeps for a database (tests). */
export function keptSessionCount(db: Database): number {
  return storeOf(db).entries.size;
}
