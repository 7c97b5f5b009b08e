'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { AttributeSlugs } from '@jobboard/tenancy/paths';

/**
 * `pathname` in the other language: the server's translation while it is the path the server
 * rendered; after a client-side navigation, the route table's, imported on demand (the
 * server's stays meanwhile, the table being a few kilobytes most visitors never need).
 */
export function useTranslatedPath(
  pathname: string,
  target: Locale,
  server: { path: string; href: string },
  jobPageSlugs: Record<Locale, string>,
  attributes: readonly AttributeSlugs[],
): string {
  const [client, setClient] = useState<{ path: string; href: string } | null>(null);
  const rendered = pathname === server.path;
  useEffect(() => {
    if (rendered) return;
    let live = true;
    void import('./localized-href').then(({ localizedHref }) => {
      if (live)
        setClient({
          path: pathname,
          href: localizedHref(pathname, target, jobPageSlugs, attributes),
        });
    });
    return () => {
      live = false;
    };
  }, [rendered, pathname, target, jobPageSlugs, attributes]);
  if (rendered) return server.href;
  return client?.path === pathname ? client.href : server.href;
}
