'use client';

import type { Locale } from '@jobboard/tenancy/board-config';
import type { AttributeSlugs } from '@jobboard/tenancy/paths';
import { LanguageSwitcher } from './language-switcher';
import { useLanguageHref } from './use-language-href';

export interface LanguageLinkProps {
  locale: Locale;
  jobPageSlugs: Record<Locale, string>;
  attributeSlugs: readonly AttributeSlugs[];
  title: string;
  tone?: 'default' | 'light';
}

/**
 * The public header's island for the language switcher: only the current path (and the page's
 * declared hreflang alternate) needs the browser; the server renders the same link first.
 */
export function LanguageLink({
  locale,
  jobPageSlugs,
  attributeSlugs,
  title,
  tone,
}: LanguageLinkProps) {
  const href = useLanguageHref(locale, jobPageSlugs, attributeSlugs);
  return (
    <LanguageSwitcher
      href={href}
      target={locale === 'fr' ? 'en' : 'fr'}
      title={title}
      tone={tone ?? 'default'}
    />
  );
}
