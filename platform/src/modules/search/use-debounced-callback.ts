'use client';

import { useEffect, useRef } from 'react';

/** Runs `callback(value)` once `value` has stopped changing for `delayMs` (spec: 500 ms search). */
export function useDebouncedEffect<T>(value: T, delayMs: number, callback: (value: T) => void) {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const first = useRef(true);
  useEffect(() => {
    // The initial value came from the URL: nothing was typed yet.
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
}
