'use client';

import useSWR from 'swr';
import type { ApplicationDto } from '@jobboard/api/contracts/applications';
import { useBoard } from '@jobboard/tenancy/board-context';
import { myApplicationsKey } from '@/modules/apply';
import { useApiFetch } from '@/modules/http';
import { isCandidate, useMe } from '@/modules/session';

/** The signed-in candidate's applications, for the profile's list. */
export function useMyApplications(locale: string) {
  const board = useBoard();
  const api = useApiFetch();
  const { user } = useMe();
  const candidate = isCandidate(user);
  const swr = useSWR(
    candidate ? myApplicationsKey(board.key, locale) : null,
    async (url: string) => (await api<{ data: ApplicationDto[] }>(url)).data,
  );
  return { ...swr, candidate, user };
}
