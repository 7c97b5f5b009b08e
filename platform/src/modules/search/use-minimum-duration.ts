'use client';

import { useEffect, useState } from 'react';

/**
 * `active`, but once it turns on it stays on for at least `minMs` (spec section 9: fetch
 * indicators show for 200 ms at least, so a fast answer does not flash). The navigation
 * feature's hook, copied: its entry brings the loading bar along.
 */
export function useMinimumDuration(active: boolean, minMs: number): boolean {
  const [since, setSince] = useState<number | null>(null);
  const [, rerender] = useState(0);
  if (active && since === null) setSince(Date.now());
  useEffect(() => {
    if (active || since === null) return;
    const left = minMs - (Date.now() - since);
    const timer = setTimeout(
      () => {
        setSince(null);
        rerender((n) => n + 1);
      },
      Math.max(0, left),
    );
    return () => clearTimeout(timer);
  }, [active, since, minMs]);
  return active || since !== null;
}
