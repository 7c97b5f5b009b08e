'use client';

import useSWR from 'swr';
import type { z } from 'zod';
import type {
  ApplicationDetailDto,
  ApplicationSort,
  employerApplicationsResponse,
} from '@jobboard/api/contracts/employer-applications';
import { useBoard } from '@jobboard/tenancy/board-context';
import { useApiFetch } from '@/modules/http';

export type ApplicationsResponse = z.infer<typeof employerApplicationsResponse>;

export interface ApplicationsFilters {
  page: number;
  sort: ApplicationSort;
  status: string;
  q: string;
}

/** The API path of one offer's applications (and of what hangs under it). */
export function useApplicationsBase(offerId: number): string {
  const board = useBoard();
  return `/api/jobboard/${board.key}/employer/offer/${offerId}/applications`;
}

export function useApplications(offerId: number, locale: string, f: ApplicationsFilters) {
  const api = useApiFetch();
  const base = useApplicationsBase(offerId);
  const query = new URLSearchParams({ lg: locale, page: String(f.page), sort: f.sort });
  if (f.status) query.set('status', f.status);
  if (f.q) query.set('q', f.q);
  return useSWR(`${base}?${query.toString()}`, (url: string) => api<ApplicationsResponse>(url), {
    keepPreviousData: true,
  });
}

export function useApplicationDetail(
  offerId: number,
  applicationId: number | null,
  locale: string,
) {
  const api = useApiFetch();
  const base = useApplicationsBase(offerId);
  return useSWR(
    applicationId === null ? null : `${base}/${applicationId}?lg=${locale}`,
    (url: string) => api<{ data: ApplicationDetailDto }>(url),
  );
}
