'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { silentFetch } from '@/modules/http';

/**
 * A few lines in place of SWR for the public pages' islands (issue 16): the signed-in
 * candidate's applications, documents or saved offers, read once per page however many buttons
 * ask (the search results show one per card), and read again after a change. No toasts: a
 * failed read leaves the data unknown and the button shows its fallback.
 */
interface Entry {
  data: unknown;
  loading: boolean;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();

function entryOf(url: string): Entry {
  let entry = entries.get(url);
  if (!entry) {
    entry = { data: undefined, loading: false, listeners: new Set() };
    entries.set(url, entry);
  }
  return entry;
}

/** GET a JSON API answer's `data`, the session cookie sent; throws on an error status. */
export async function getJson<T>(url: string): Promise<T> {
  return (await silentFetch<{ data: T }>(url)).data;
}

/** Reads `url` again and tells every island that shows it. */
export async function reloadSharedJson(url: string): Promise<void> {
  const entry = entryOf(url);
  entry.loading = true;
  try {
    entry.data = await getJson(url);
  } catch {
    // Unknown stays unknown; a later reload may succeed.
  } finally {
    entry.loading = false;
    entry.listeners.forEach((listener) => listener());
  }
}

const nothing = () => undefined;

/** The `data` of a JSON API answer shared by every island on the page; `null` url: nothing. */
export function useSharedJson<T>(url: string | null): T | undefined {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!url) return nothing;
      const entry = entryOf(url);
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
        // The last island gone (another page): the next one reads afresh, so an application
        // sent from the apply page in between shows.
        if (entry.listeners.size === 0 && !entry.loading) entries.delete(url);
      };
    },
    [url],
  );
  const data = useSyncExternalStore(
    subscribe,
    () => (url ? entryOf(url).data : undefined),
    nothing,
  );
  useEffect(() => {
    if (!url) return;
    const entry = entryOf(url);
    if (entry.data === undefined && !entry.loading) void reloadSharedJson(url);
  }, [url]);
  return data as T | undefined;
}
