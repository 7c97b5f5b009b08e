'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * `pathname` in the other language: the server's translation while it is the path the server
 * rendered; after a client-side navigation, the route table's, imported on demand with the
 * board's attribute slugs (the server's link stays meanwhile: the table and the slugs are a few
 * kilobytes most visitors never need, kept out of every page's first load and flight data).
 */
export function useTranslatedPath(
  pathname: string,
  target: Locale,
  server: { path: string; href: string },
  jobPageSlugs: Record<Locale, string>,
  board: string,
): string {
  const [client, setClient] = useState<{ path: string; href: string } | null>(null);
  const rendered = pathname === server.path;
  useEffect(() => {
    if (rendered) return;
    let live = true;
    void import('./translate-path')
      .then(({ translatePath }) => translatePath(pathname, target, jobPageSlugs, board))
      .then((href) => {
        if (live) setClient({ path: pathname, href });
      });
    return () => {
      live = false;
    };
  }, [rendered, pathname, target, jobPageSlugs, board]);
  if (rendered) return server.href;
  return client?.path === pathname ? client.href : server.href;
}
