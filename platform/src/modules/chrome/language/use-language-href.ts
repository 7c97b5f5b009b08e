'use client';

import { usePathname } from 'next/navigation';
import type { AttributeSlugs } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { localizedHref } from './localized-href';
import { useDeclaredAlternate } from './use-declared-alternate';

/**
 * The current page in the other language, for the MUI headers (guest card, employer header). A
 * page that knows its other-language URL declares it as an hreflang alternate (data-backed slugs
 * such as a specialization's French name are only known there), so that wins once mounted;
 * translating the path is the server-rendered link crawlers follow. Next's usePathname gives the
 * public URL (before the proxy's rewrite), as localizePath expects.
 */
export function useLanguageHref(
  locale: Locale,
  jobPageSlugs: Record<Locale, string>,
  attributes: readonly AttributeSlugs[],
): string {
  const pathname = usePathname();
  const target: Locale = locale === 'fr' ? 'en' : 'fr';
  const declared = useDeclaredAlternate(target, pathname);
  return declared ?? localizedHref(pathname, target, jobPageSlugs, attributes);
}
