'use client';

import { createContext, useContext } from 'react';

/** The error boundary's reset, for a RetryButton the server rendered inside its page. */
export const RetryContext = createContext<(() => void) | null>(null);

/**
 * The error page's retry, as a client part of a server-rendered ErrorPageView: the (site) error
 * boundary gets the whole page from its layout and only provides `reset` (RetryContext), so its
 * chunk carries no page markup or class maps (issue 16).
 */
export function RetryButton({ label, className }: { label: string; className: string }) {
  const reset = useContext(RetryContext);
  return (
    <button type="button" onClick={reset ?? undefined} className={className}>
      {label}
    </button>
  );
}
