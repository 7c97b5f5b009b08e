'use client';

import { createContext, useContext, type ReactNode } from 'react';

export interface SiteErrorTexts {
  status: string;
  title: string;
  message: string;
  home: string;
  homeHref: string;
  retry: string;
}

const SiteErrorContext = createContext<SiteErrorTexts | null>(null);

/**
 * The generic error page's wording, from the server: the (site) error boundary is a client
 * component under a layout without the client runtime, so it reads its strings here.
 */
export function SiteErrorTextsProvider({
  texts,
  children,
}: {
  texts: SiteErrorTexts;
  children: ReactNode;
}) {
  return <SiteErrorContext.Provider value={texts}>{children}</SiteErrorContext.Provider>;
}

export const useSiteErrorTexts = () => useContext(SiteErrorContext);
