'use client';

import { useCallback, useState } from 'react';
import type * as Results from './results-view';

type ResultsView = typeof Results;

let request: Promise<ResultsView> | null = null;

/** results-view.ts, loaded once per page; a failed load is tried again at the next call. */
export function loadResultsView(): Promise<ResultsView> {
  request ??= import('./results-view').catch((error: unknown) => {
    request = null;
    throw error;
  });
  return request;
}

/** results-view.ts once `load` is first called: null until it is there. */
export function useResultsView() {
  const [loaded, setLoaded] = useState<ResultsView | null>(null);
  const load = useCallback(() => {
    loadResultsView().then(setLoaded, () => undefined);
  }, []);
  return { loaded, load };
}
