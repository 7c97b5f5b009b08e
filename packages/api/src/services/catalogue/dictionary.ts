import type { Database } from '@jobboard/db/client';

/** How old a dictionary may get before a read starts reloading it in the background. */
export const DICTIONARY_REFRESH_MS = 60_000;

interface Slot<T> {
  value: Promise<T>;
  loadedAt: number;
  refreshing: boolean;
}

/**
 * A read-mostly table (attributes, cities) kept in memory per database: loaded on first use,
 * then served from memory. Reads never wait for the database again: past `refreshMs` the next
 * read starts a reload in the background and keeps answering with the copy it has, so an edit
 * (these tables change only through the seed and migrations today) shows within about a
 * minute. A failed first load is forgotten, so the next read tries again.
 */
export function dictionary<T>(
  load: (db: Database) => Promise<T>,
  refreshMs = DICTIONARY_REFRESH_MS,
): { get(db: Database): Promise<T>; invalidate(db: Database): void } {
  const slots = new WeakMap<Database, Slot<T>>();
  return {
    get(db) {
      const slot = slots.get(db);
      if (!slot) {
        const fresh: Slot<T> = { value: load(db), loadedAt: performance.now(), refreshing: false };
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
