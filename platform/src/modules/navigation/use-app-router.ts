'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { navigationProgress } from './progress-store';

/** Next's router whose push and replace start the navigation loading bar. */
export function useAppRouter() {
  const router = useRouter();
  return useMemo(
    () => ({
      ...router,
      push: (...args: Parameters<typeof router.push>) => {
        navigationProgress.start();
        router.push(...args);
      },
      replace: (...args: Parameters<typeof router.replace>) => {
        navigationProgress.start();
        router.replace(...args);
      },
    }),
    [router],
  );
}
