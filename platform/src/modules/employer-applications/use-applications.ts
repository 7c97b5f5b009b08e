'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
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
  /** '' (all), 'mismatch' or 'match' (screening knockouts). */
  screening?: string;
}

/** The path parameters of one offer's applications (and of what hangs under them). */
export function useApplicationsParams(offerId: number): { board: string; id: number } {
  const board = useBoard();
  return { board: board.key, id: offerId };
}

export function useApplications(offerId: number, locale: string, f: ApplicationsFilters) {
  const api = useApiFetch();
  const params = useApplicationsParams(offerId);
  const query = new URLSearchParams({ lg: locale, page: String(f.page), sort: f.sort });
  if (f.status) query.set('status', f.status);
  if (f.q) query.set('q', f.q);
  if (f.screening) query.set('screening', f.screening);
  return useSWR(
    apiPath('/jobboard/{board}/employer/offer/{id}/applications', params, query),
    (url: string) => api<ApplicationsResponse>(url),
    {
      keepPreviousData: true,
    },
  );
}

export function useApplicationDetail(
  offerId: number,
  applicationId: number | null,
  locale: string,
) {
  const api = useApiFetch();
  const params = useApplicationsParams(offerId);
  return useSWR(
    applicationId === null
      ? null
      : apiPath(
          '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}',
          { ...params, applicationId },
          { lg: locale },
        ),
    (url: string) => api<{ data: ApplicationDetailDto }>(url),
  );
}
