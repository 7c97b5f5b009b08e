'use client';

import { useLocale } from 'next-intl';
import { useAppRouter } from '@/modules/navigation';
import { useCallback } from 'react';
import { requestEmployerSync } from '@/modules/employer-sync';
import { useApiFetch } from '@/modules/http';
import type { AccountUser } from '@/modules/session';
import { authPath } from '@/modules/session';
import { useReturnPath } from '@/modules/session';
import { useSetMe } from '@/modules/session';
import type { AccountKind } from './account-kind';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * How a login ends: the API answers with the user and a new session cookie,
 * the authentication flag turns on, and the visitor lands where they were going or in their area.
 */
export function useSignInCall(kind: AccountKind) {
  const locale = useLocale() as Locale;
  const router = useAppRouter();
  const api = useApiFetch();
  const { setUser } = useSetMe();
  const returnTo = useReturnPath();
  return useCallback(
    async (path: string, body: unknown) => {
      const { data } = await api<{ data: AccountUser }>(`${path}?lg=${locale}`, {
        method: 'POST',
        body,
      });
      await setUser(data);
      // Section 4: the employer's first page after sign-in synchronises, with a syncing flag.
      if (kind === 'ats') requestEmployerSync();
      // Back to the page a guard sent the visitor from, else to their area.
      router.push(returnTo ?? authPath(kind === 'ats' ? 'employerArea' : 'home', locale));
      router.refresh();
    },
    [api, kind, locale, returnTo, router, setUser],
  );
}
