'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import useSWR from 'swr';
import type { InterviewDto } from '@jobboard/api/contracts/interviews';
import { useBoard } from '@jobboard/tenancy/board-context';
import { useApiFetch } from '@/modules/http';

/** The interviews proposed on the candidate's applications: one request for the whole list. */
export function useMyInterviews(locale: string) {
  const board = useBoard();
  const api = useApiFetch();
  return useSWR(
    apiPath('/jobboard/{board}/user/interviews', { board: board.key }, { lg: locale }),
    async (url: string) => (await api<{ data: InterviewDto[] }>(url)).data,
  );
}
