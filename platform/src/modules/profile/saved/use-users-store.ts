'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { ApiRequestError } from '@/modules/http';
import { useApiFetch } from '@/modules/http';

export interface StoreUser {
  id: number;
  preferences: Record<string, unknown>;
  offers: number[];
}

/**
 * The users store of section 7, as section 8 says to read it: a 404 means the record does not
 * exist yet, so it is created from the authentication profile and read again; any other failure
 * is 'Failed to fetch user' or 'Failed to create user'.
 */
export function useUsersStore() {
  const t = useTranslations('profile.saved');
  const api = useApiFetch();
  return useSWR<StoreUser>(apiPath('/users/get'), async (url: string) => {
    try {
      return (await api<{ data: StoreUser }>(url, { silent: true })).data;
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 404))
        throw new Error(t('fetchFailed'));
    }
    try {
      await api(apiPath('/users/create'), { method: 'POST', silent: true });
    } catch {
      throw new Error(t('createFailed'));
    }
    return (await api<{ data: StoreUser }>(url, { silent: true })).data;
  });
}
