'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { OfferDto, OfferListDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { ToastTexts } from '@/modules/http';
import type { OffersQuery } from '../offer-filters';
import { MIN_FETCH_DISPLAY_MS } from '@/modules/navigation';
import { loadResultsView } from './use-results-view';

const keyFields = [
  'title',
  'company',
  'city',
  'near',
  'specialization',
  'schedule',
  'published_at',
  'sort',
  'salary_min',
  'salary_period',
  'radius',
  'attribute',
  'page',
] as const satisfies readonly (keyof OffersQuery)[];

/**
 * A search's key: its filters in a fixed field order, an unset filter and an emptied one ('' or
 * []) alike, so the server's first page is recognised whichever way the query was built. Written
 * here rather than through offer-filters' formValues: that module (its URL writer included) would
 * join the public pages' first-load JavaScript, which has no room for it.
 */
const keyOf = (query: OffersQuery) =>
  JSON.stringify(
    keyFields.map((field) => {
      const value = query[field];
      return value === '' || (Array.isArray(value) && value.length === 0) ? null : (value ?? null);
    }),
  );

/**
 * A page of results: a fetched one, or the server's first page, whose offers the island never
 * receives (the page renders them; `data` is then absent).
 */
export interface ResultPage {
  meta: OfferListDto['meta'];
  data?: readonly OfferDto[];
}

export interface OfferSearchState {
  data: ResultPage | undefined;
  error: unknown;
  /** True while a request runs, held for at least 200 ms. */
  fetching: boolean;
  retry: () => void;
}

/**
 * GET /api/jobboard/{board}/offers for the current filters, with a plain fetch (no SWR in the
 * public pages' first load). The server-rendered first page answers its own URL; answers are
 * kept per search for the page's life (Back shows them at once, then refreshes them), the previous
 * results stay on screen while the next load, and a newer search aborts an older one.
 */
export function useOfferSearch(
  board: string,
  locale: Locale,
  filters: OffersQuery,
  initial: { filters: OffersQuery; data: ResultPage },
  /** Section 8's toasts, shown by islandFetch when a search fails. */
  toasts: ToastTexts,
  /** The API's 422 on `near`: what the search named matches no place (issue 46, item 10). */
  onUnmatchedPlace: (text: string) => void,
): OfferSearchState {
  const unmatchedPlace = useRef(onUnmatchedPlace);
  useLayoutEffect(() => {
    unmatchedPlace.current = onUnmatchedPlace;
  });
  const key = keyOf(filters);
  // The query of the key's search, for its request: the effect below runs on a change of key,
  // after this layout effect of the same render.
  const query = useRef(filters);
  useLayoutEffect(() => {
    query.current = filters;
  });
  const cache = useRef<Map<string, ResultPage> | null>(null);
  if (cache.current === null) cache.current = new Map([[keyOf(initial.filters), initial.data]]);
  const [state, setState] = useState<{ data: ResultPage | undefined; error: unknown }>(() => ({
    data: cache.current?.get(key) ?? initial.data,
    error: null,
  }));
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const lastLoaded = useRef<string | null>(cache.current.has(key) ? key : null);

  useEffect(() => {
    const known = cache.current?.get(key);
    // The answer for this search is already shown (the first paint, or a search left for another
    // whose request was then dropped: no bar stays behind from that one).
    if (known && lastLoaded.current === key && attempt === 0) {
      setLoading(false);
      return;
    }
    if (known) setState({ data: known, error: null });
    // This key's query, taken now: a later search has its own effect (and aborts this one).
    const asked = query.current;
    const controller = new AbortController();
    setLoading(true);
    // Spec section 9: the indicator stays at least 200 ms, so a fast answer does not flash. Timed
    // here rather than with useMinimumDuration, whose hook would sit in the first load.
    const started = Date.now();
    let hold: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      hold = setTimeout(
        () => setLoading(false),
        Math.max(0, MIN_FETCH_DISPLAY_MS - (Date.now() - started)),
      );
    };
    // The fetch comes with the code that renders its answer (results-view.ts): none of it is
    // needed before the first change, so neither is in the page's first load.
    loadResultsView()
      .then(({ islandFetch, offersUrl }) =>
        islandFetch<OfferListDto>(offersUrl(board, locale, asked), toasts, {
          signal: controller.signal,
        }),
      )
      .then((data) => {
        if (controller.signal.aborted) return;
        cache.current?.set(key, data);
        lastLoaded.current = key;
        setState({ data, error: null });
        settle();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A place that matches none (a link or an entry of the history naming one): the island
        // says so and searches without it, rather than show an error.
        if (asked.near && nearRefused(error)) {
          setLoading(false);
          unmatchedPlace.current(asked.near);
          return;
        }
        // The previous results stay; the inline error offers a retry.
        setState((previous) => ({ ...previous, error }));
        settle();
      });
    return () => {
      controller.abort();
      clearTimeout(hold);
    };
  }, [board, locale, key, attempt, toasts]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: state.data, error: state.error, fetching: loading, retry };
}

/** An ApiRequestError of a 422 on `near`, told apart without importing its class. */
function nearRefused(error: unknown): boolean {
  const e = error as { status?: unknown; body?: { errors?: Record<string, unknown> } } | null;
  return e?.status === 422 && e.body?.errors?.near !== undefined;
}
