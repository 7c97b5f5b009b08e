'use client';

import { useSyncExternalStore } from 'react';

const noopSubscribe = () => () => undefined;

/**
 * False in the server's HTML, true once React runs in the browser (the http feature's hook,
 * whose entry brings the fetch wrapper and its toasts along). Tests wait for it before typing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
