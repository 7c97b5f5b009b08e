'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { localizePath, pathFor } from '@jobboard/tenancy/paths';
import { NOT_FOUND_VIEW_SEGMENT } from '@/modules/errors';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useAttributeSlugs } from './attribute-slugs-context';

/**
 * The current page in the other language. A page that knows its other-language URL declares it
 * as an hreflang alternate (data-backed slugs such as a specialization's French name are only
 * known there), so that wins once mounted. Translating the path is the server-rendered link
 * crawlers follow: exact for every page but offers and companies, whose other-language slug
 * (a title) a translation cannot know and whose routes redirect a wrong slug to the right one.
 * Next's usePathname gives the public URL (before the proxy's rewrite), as localizePath expects.
 */
export function useLanguageHref(): string {
  const pathname = usePathname();
  const locale = useLocale() as Locale;
  const board = useBoard();
  const target: Locale = locale === 'fr' ? 'en' : 'fr';
  // Right on the server too for landings and category pages, whose slugs are data (issue 18).
  const attributes = useAttributeSlugs();
  // The server-rendered 404 page's own path is internal: its other language is the home page.
  const translated = pathname.endsWith(`/${NOT_FOUND_VIEW_SEGMENT}`)
    ? pathFor(target, '/')
    : localizePath(pathname, target, board.jobPageSlugs, attributes);
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
