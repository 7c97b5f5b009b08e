'use client';

import { useAppRouter } from '@/modules/navigation';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import type { Locale } from '@jobboard/tenancy/board-config';
import { SESSION_ENDED_EVENT } from '@/modules/http';
import { authPath, type AuthPath } from './auth-paths';
import { sessionEndedLogin } from './session-ended';
import { useMe } from './use-me';

/**
 * Issue 19 item 1: a call answered 401 while the page believed someone signed in means the
 * session ended (expired, cookies cleared, logged out in another tab). The page then stops
 * showing the signed-in area: the user is forgotten and sent to log in, told why (issue 46 item
 * 17), back here after.
 * Renders nothing. A 401 for a visitor (a failed sign-in) changes nothing.
 */
export function SessionEndRedirect({ to }: { to: AuthPath }) {
  const { isAuthenticated, setUser } = useMe();
  const router = useAppRouter();
  const locale = useLocale() as Locale;
  useEffect(() => {
    if (!isAuthenticated) return;
    const onEnded = () => {
      void setUser(null);
      const here = `${window.location.pathname}${window.location.search}`;
      router.replace(sessionEndedLogin(authPath(to, locale), here));
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [isAuthenticated, locale, router, setUser, to]);
  return null;
}
