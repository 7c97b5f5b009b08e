'use client';

import { usePathname } from 'next/navigation';
import type { Locale } from '@jobboard/tenancy/board-config';
import { LanguageSwitcher } from './language-switcher';
import { useDeclaredAlternate } from './use-declared-alternate';
import { useTranslatedPath } from './use-translated-path';

export interface LanguageLinkProps {
  locale: Locale;
  /** The public path the server rendered the layout for, and that path in the other language. */
  path: string;
  href: string;
  jobPageSlugs: Record<Locale, string>;
  /** The board's key: its attribute slugs are asked of the API when first needed. */
  board: string;
  title: string;
  tone?: 'default' | 'light';
}

/**
 * The public header's island for the language switcher. The server translates the path it
 * rendered (localizedHref), so the route table stays out of every visitor's first load (issue
 * 16); the page's declared hreflang alternate wins once mounted (data-backed slugs such as an
 * offer's other-language title). The layout outlives client-side navigations: a path the server
 * did not render is translated with the table, loaded then.
 */
export function LanguageLink({
  locale,
  path,
  href,
  jobPageSlugs,
  board,
  title,
  tone,
}: LanguageLinkProps) {
  const pathname = usePathname();
  const target: Locale = locale === 'fr' ? 'en' : 'fr';
  const declared = useDeclaredAlternate(target, pathname);
  const translated = useTranslatedPath(pathname, target, { path, href }, jobPageSlugs, board);
  return (
    <LanguageSwitcher
      href={declared ?? translated}
      target={target}
      title={title}
      tone={tone ?? 'default'}
    />
  );
}
