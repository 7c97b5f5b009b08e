'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import { useCallback, useEffect, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useBoardKey } from '@jobboard/tenancy/board-context';
import { ApiRequestError } from '@/modules/http';
import { useApiFetch } from '@/modules/http';
import type { AccountUser } from './account-user';
import { SESSION_CHANGED_EVENT } from '@/modules/chrome';
import { useSessionHint } from './session-hint';

export const meKey = (board: string) => apiPath('/jobboard/{board}/me', { board });

/**
 * The signed-in user and the spec's authentication flag (section 4): false until the user fetch
 * succeeds, true after, and false again once logged out. A 401 just means a visitor: no toast.
 */
export function useMe() {
  const board = useBoardKey();
  const api = useApiFetch();
  // The server saw no session: start as a visitor without asking. Sign-in and logout still set
  // the user through mutate, and a cached user wins over this starting value.
  const hint = useSessionHint();
  const visitor = hint === false;
  const { data, error, isLoading, mutate } = useSWR<AccountUser | null>(
    meKey(board),
    async (path: string) => {
      try {
        return (await api<{ data: AccountUser }>(path, { silent: true })).data;
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 401) return null;
        throw err;
      }
    },
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      ...(visitor ? { fallbackData: null, revalidateOnMount: false } : {}),
    },
  );

  // The server rendered the public layout for another session than this one: let it re-render.
  const signedIn = data === undefined ? undefined : Boolean(data);
  useEffect(() => {
    if (hint !== undefined && signedIn !== undefined && signedIn !== hint) {
      window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
    }
  }, [hint, signedIn]);

  const logout = useCallback(async () => {
    const guard = data?.guard ?? 'jobboard';
    try {
      await api(apiPath(`/${guard}/auth/logout`), { method: 'POST' });
    } finally {
      await mutate(null, { revalidate: false });
    }
  }, [api, data?.guard, mutate]);

  return {
    user: data ?? null,
    isAuthenticated: Boolean(data),
    /** The first user fetch has answered (or a sign-in / logout has set the user). */
    resolved: data !== undefined,
    isLoading,
    error: error as unknown,
    /** After sign-in or sign-up: store the user the API answered with. */
    setUser: (user: AccountUser | null) => mutate(user, { revalidate: false }),
    refresh: () => mutate(),
    logout,
  };
}

/**
 * Writes the signed-in user without reading it. Login, sign-up and profile forms only store what
 * the API answered: subscribing them through useMe would make a guest page ask `/me` and log a
 * 401 in the console of everyone who just logged out (issue 19 item 13).
 */
export function useSetMe() {
  const board = useBoardKey();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      setUser: (user: AccountUser | null) =>
        mutate<AccountUser | null>(meKey(board), user, { revalidate: false }),
    }),
    [board, mutate],
  );
}
