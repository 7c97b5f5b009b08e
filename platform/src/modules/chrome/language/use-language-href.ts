'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { localizePath } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * The current page in the other language. A page that knows its other-language URL declares it
 * as an hreflang alternate (data-backed slugs such as a specialization's French name are only
 * known there), so that wins once mounted; translating the path is the first-paint fallback.
 * Next's usePathname gives the public URL (before the proxy's rewrite), as localizePath expects.
 */
export function useLanguageHref(): string {
  const pathname = usePathname();
  const locale = useLocale() as Locale;
  const board = useBoard();
  const target: Locale = locale === 'fr' ? 'en' : 'fr';
  const translated = localizePath(pathname, target, board.jobPageSlugs);
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
