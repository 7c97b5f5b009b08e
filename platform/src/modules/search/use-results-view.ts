'use client';

import { useCallback, useState } from 'react';
import type * as Results from './results-view';

type ResultsView = typeof Results;

let request: Promise<ResultsView> | null = null;

/**
 * The code that renders fetched results (results-view.ts), loaded once per page when `load` is
 * first called; a failed load is tried again at the next call.
 */
export function useResultsView() {
  const [loaded, setLoaded] = useState<ResultsView | null>(null);
  const load = useCallback(() => {
    request ??= import('./results-view').catch((error: unknown) => {
      request = null;
      throw error;
    });
    request.then(setLoaded, () => undefined);
  }, []);
  return { loaded, load };
}
