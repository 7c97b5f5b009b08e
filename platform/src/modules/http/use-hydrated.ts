'use client';

import { useSyncExternalStore } from 'react';

const noopSubscribe = () => () => undefined;

/**
 * False in the server's HTML, true once React runs in the browser. Forms carry it as
 * `data-hydrated`: what is typed before hydration can be reset by it, so tests wait for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
