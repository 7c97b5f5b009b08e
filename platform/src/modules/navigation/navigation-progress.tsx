'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { LOADING_BAR_MAX_MS, LOADING_BAR_THROTTLE_MS } from './constants';
import styles from './navigation-progress.module.css';
import { navigationProgress } from './progress-store';

const serverSnapshot = () => null;

/**
 * The navigation loading bar of spec section 9: shown only when a client-side navigation takes
 * longer than 200 ms (fast ones never flicker), and gone after 5 s even if the page still waits.
 * A new path ends it. Plain CSS, no MUI: it sits in the public shell too. `label` is its
 * accessible name ("Loading the page…"), translated by the server.
 */
export function NavigationProgress({ label }: { label: string }) {
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
    <div
      role="progressbar"
      aria-label={label}
      data-testid="navigation-progress"
      className={styles.bar}
    />
  );
}
