'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import useSWR from 'swr';
import { useBoard } from '@jobboard/tenancy/board-context';
import { useApiFetch } from '@/modules/http';
import { isCandidate } from '@/modules/session';
import { useMe } from '@/modules/session';

export interface SavedOffer {
  id: number;
  slug: string;
  title: string;
  live: boolean;
  saved_at: string;
}

export const savedOffersKey = (board: string, locale: string) =>
  apiPath('/jobboard/{board}/user/saved-offers', { board }, { lg: locale });

/** The signed-in candidate's saved offers, shared by every save button and the profile list. */
export function useSavedOffers(locale: string) {
  const board = useBoard();
  const api = useApiFetch();
  const { user } = useMe();
  const candidate = isCandidate(user);
  const swr = useSWR(
    candidate ? savedOffersKey(board.key, locale) : null,
    async (url: string) => (await api<{ data: SavedOffer[] }>(url)).data,
  );
  return { ...swr, candidate, user };
}
