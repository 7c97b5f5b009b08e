import { useSyncExternalStore } from 'react';

/**
 * Offers this page life has just applied to. Signing in by applying makes the public layout
 * render again from the server (SessionRefresh), and the server then sees an application
 * already there: the page keeps its success message instead of swapping it for "you applied
 * on ...". Module memory on purpose: a reload starts empty and shows the server's wording.
 */
const applied = new Map<number, { registered: boolean }>();
const listeners = new Set<() => void>();

export function markJustApplied(offerId: number, registered: boolean): void {
  applied.set(offerId, { registered });
  for (const listener of listeners) listener();
}

export function justApplied(offerId: number): { registered: boolean } | undefined {
  return applied.get(offerId);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once this page has sent an application to the offer (parts outside the form). */
export function useJustApplied(offerId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => applied.has(offerId),
    () => false,
  );
}
