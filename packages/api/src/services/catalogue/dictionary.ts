import type { Database } from '@jobboard/db/client';
import { knownGenerations } from '../offers/search-generations';

/** How old a dictionary may get before a read starts reloading it in the background. */
export const DICTIONARY_REFRESH_MS = 60_000;

interface Slot<T> {
  value: Promise<T>;
  loadedAt: number;
  refreshing: boolean;
  /** The database's `catalogue` counter known when this copy's load was sent (if read yet). */
  catalogue: string | undefined;
}

/**
 * A read-mostly table (attributes, cities) kept in memory per database: loaded on first use,
 * then served from memory. It is reloaded when it changes: triggers bump the database's
 * `catalogue` counter in the same transaction as any write to attributes or cities (migration
 * 0019), this process re-reads the counters at most every SEARCH_CACHE_CHECK_MS
 * (search-generations.ts, in the background for a dictionary read), and the first read that
 * sees a new value waits for the reload. Searches cached under the old catalogue are dropped by
 * the same write (it bumps the `offers` counter too). As a safety net, a copy older than
 * `refreshMs` is also reloaded in the background. A failed load is forgotten, so the next read
 * tries again.
 */
export function dictionary<T>(
  load: (db: Database) => Promise<T>,
  refreshMs = DICTIONARY_REFRESH_MS,
): { get(db: Database): Promise<T>; invalidate(db: Database): void } {
  const slots = new WeakMap<Database, Slot<T>>();
  return {
    get(db) {
      const catalogue = knownGenerations(db)?.catalogue;
      const slot = slots.get(db);
      if (!slot || (catalogue !== undefined && slot.catalogue !== catalogue)) {
        const fresh: Slot<T> = {
          value: load(db),
          loadedAt: performance.now(),
          refreshing: false,
          catalogue,
        };
        fresh.value.catch(() => {
          if (slots.get(db) === fresh) slots.delete(db);
        });
        slots.set(db, fresh);
        return fresh.value;
      }
      if (!slot.refreshing && performance.now() - slot.loadedAt > refreshMs) {
        slot.refreshing = true;
        load(db)
          .then((value) => {
            slot.value = Promise.resolve(value);
            slot.loadedAt = performance.now();
          })
          // A failed refresh keeps the copy it has; the next read past the age tries again.
          .catch(() => {})
          .finally(() => {
            slot.refreshing = false;
          });
      }
      return slot.value;
    },
    invalidate(db) {
      slots.delete(db);
    },
  };
}
