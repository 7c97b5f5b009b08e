'use client';

import LinearProgress from '@mui/material/LinearProgress';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { LOADING_BAR_MAX_MS, LOADING_BAR_THROTTLE_MS } from './constants';
import { navigationProgress } from './progress-store';

const serverSnapshot = () => null;

/**
 * The navigation loading bar of spec section 9: shown only when a client-side navigation takes
 * longer than 200 ms (fast ones never flicker), and gone after 5 s even if the page still waits.
 * A new path ends it.
 */
export function NavigationProgress() {
  const t = useTranslations('shell.navigation');
  const startedAt = useSyncExternalStore(
    navigationProgress.subscribe,
    navigationProgress.snapshot,
    serverSnapshot,
  );
  const pathname = usePathname();
  // The navigation (by its start time) whose throttle has passed; a newer one starts unshown.
  const [shownFor, setShownFor] = useState<number | null>(null);

  useEffect(() => {
    navigationProgress.done();
  }, [pathname]);

  useEffect(() => {
    if (startedAt === null) return;
    const elapsed = Date.now() - startedAt;
    const show = setTimeout(
      () => setShownFor(startedAt),
      Math.max(0, LOADING_BAR_THROTTLE_MS - elapsed),
    );
    const hide = setTimeout(
      () => navigationProgress.done(),
      Math.max(0, LOADING_BAR_MAX_MS - elapsed),
    );
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [startedAt]);

  if (startedAt === null || shownFor !== startedAt) return null;
  return (
    <LinearProgress
      aria-label={t('loading')}
      data-testid="navigation-progress"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip', height: 3 }}
    />
  );
}
