'use client';

import { createContext, useContext, type ReactNode } from 'react';

const SiteErrorContext = createContext<ReactNode>(null);

/**
 * The generic error page, rendered by the server (SiteShell): the (site) error boundary is a
 * client component under a layout without the client runtime, so it shows this page and only
 * adds its reset (RetryButton, RetryContext).
 */
export function SiteErrorPageProvider({
  page,
  children,
}: {
  page: ReactNode;
  children: ReactNode;
}) {
  return <SiteErrorContext.Provider value={page}>{children}</SiteErrorContext.Provider>;
}

export const useSiteErrorPage = () => useContext(SiteErrorContext);
