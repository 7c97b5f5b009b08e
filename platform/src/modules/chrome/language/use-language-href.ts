'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { localizePath, pathFor, type AttributeSlugs } from '@jobboard/tenancy/paths';
import { NOT_FOUND_VIEW_SEGMENT } from '@/modules/errors';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * The current page in the other language. A page that knows its other-language URL declares it
 * as an hreflang alternate (data-backed slugs such as a specialization's French name are only
 * known there), so that wins once mounted. Translating the path is the server-rendered link
 * crawlers follow: exact for every page but offers and companies, whose other-language slug
 * (a title) a translation cannot know and whose routes redirect a wrong slug to the right one.
 * Next's usePathname gives the public URL (before the proxy's rewrite), as localizePath expects.
 * `attributes`: the board's attribute slugs in both languages (boardAttributeSlugs), so landing
 * and category pages are right on the server too (issue 18).
 */
export function useLanguageHref(
  locale: Locale,
  jobPageSlugs: Record<Locale, string>,
  attributes: readonly AttributeSlugs[],
): string {
  const pathname = usePathname();
  const target: Locale = locale === 'fr' ? 'en' : 'fr';
  // The server-rendered 404 page's own path is internal: its other language is the home page.
  const translated = pathname.endsWith(`/${NOT_FOUND_VIEW_SEGMENT}`)
    ? pathFor(target, '/')
    : localizePath(pathname, target, jobPageSlugs, attributes);
  const [declared, setDeclared] = useState<string | null>(null);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>(
      `link[rel="alternate"][hreflang="${target}-CA"]`,
    );
    const href = link ? new URL(link.href) : null;
    setDeclared(href && href.pathname !== pathname ? href.pathname + href.search : null);
  }, [pathname, target]);
  return declared ?? translated;
}
