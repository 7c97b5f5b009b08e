'use client';

import { useEffect } from 'react';
import { useAppRouter } from '@/modules/navigation';
import { SESSION_CHANGED_EVENT } from './session-changed';

/**
 * The public layout's header and alert slot are server-rendered from the session cookie: when a
 * page signs someone in or out without leaving the layout (useMe says so), render it again.
 */
export function SessionRefresh() {
  const router = useAppRouter();
  useEffect(() => {
    const refresh = () => router.refresh();
    window.addEventListener(SESSION_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(SESSION_CHANGED_EVENT, refresh);
  }, [router]);
  return null;
}
