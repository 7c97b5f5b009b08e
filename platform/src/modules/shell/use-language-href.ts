'use client';

import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';

/**
 * The current page in the other language, dynamic params included. Next's usePathname gives
 * the public URL (before the proxy's rewrite), which is what localizePath expects.
 */
export function useLanguageHref(): string {
  const pathname = usePathname();
  const locale = useLocale() as AppLocale;
  const board = useBoard();
  return localizePath(pathname, locale === 'fr' ? 'en' : 'fr', board.jobPageSlugs);
}
