'use client';

import useSWR from 'swr';
import type { OfferListDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useApiFetch } from '@/modules/http';
import { apiQuery, type OfferFilters } from './offer-filters';
import { MIN_FETCH_DISPLAY_MS, useMinimumDuration } from '@/modules/navigation';

export function offersUrl(board: string, locale: Locale, filters: OfferFilters): string {
  const query = apiQuery(filters);
  query.set('lg', locale);
  return `/api/jobboard/${board}/offers?${query.toString()}`;
}

export interface OfferSearchState {
  data: OfferListDto | undefined;
  error: unknown;
  /** True while a request runs, held for at least 200 ms. */
  fetching: boolean;
  retry: () => void;
}

/**
 * GET /api/jobboard/{board}/offers for the current filters. The server-rendered first page is
 * used for its own URL only, and the previous results stay on screen while the next load.
 */
export function useOfferSearch(
  board: string,
  locale: Locale,
  filters: OfferFilters,
  initial?: { filters: OfferFilters; data: OfferListDto },
): OfferSearchState {
  const url = offersUrl(board, locale, filters);
  const initialUrl = initial ? offersUrl(board, locale, initial.filters) : null;
  // The one fetch wrapper: a failed search gets the section 8 toast, then the inline retry.
  const api = useApiFetch();
  const { data, error, isValidating, mutate } = useSWR(
    url,
    (key: string) => api<OfferListDto>(key),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      ...(initial && url === initialUrl
        ? { fallbackData: initial.data, revalidateOnMount: false }
        : {}),
    },
  );
  const fetching = useMinimumDuration(isValidating, MIN_FETCH_DISPLAY_MS);
  return { data, error, fetching, retry: () => void mutate() };
}
