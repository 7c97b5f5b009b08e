'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { AttributeSlugs } from '@jobboard/tenancy/paths';

const AttributeSlugsContext = createContext<readonly AttributeSlugs[]>([]);

/**
 * The board's attribute slugs in both languages, from the server: the language switcher needs
 * them to name a landing or category page in the other language in its server-rendered link,
 * which crawlers without JavaScript follow (issue 18).
 */
export function AttributeSlugsProvider({
  slugs,
  children,
}: {
  slugs: readonly AttributeSlugs[];
  children: ReactNode;
}) {
  return <AttributeSlugsContext.Provider value={slugs}>{children}</AttributeSlugsContext.Provider>;
}

export const useAttributeSlugs = () => useContext(AttributeSlugsContext);
