'use client';

import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { ShellIcon } from '../shell-icon';
import type { Locale } from '@jobboard/tenancy/board-config';

export interface LanguageSwitcherProps {
  /** The same page in the other language (see i18n/paths localizePath). */
  href: string;
  /** The language the link leads to. */
  target: Locale;
  /** Light text for dark surfaces (guest layout). */
  tone?: 'default' | 'light';
}

/**
 * Offers the other language, named in that language ('English' / 'Français', spec section 2).
 * A full page load on purpose: the proxy then refreshes the language cookies.
 */
export function LanguageSwitcher({ href, target, tone = 'default' }: LanguageSwitcherProps) {
  // The label is the target language's own wording, so it reads the same in both directions.
  const label = target === 'en' ? 'English' : 'Français';
  const description = useTranslations('shell.language');
  return (
    <Button
      href={href}
      hrefLang={`${target}-CA`}
      lang={`${target}-CA`}
      color={tone === 'light' ? 'inherit' : 'primary'}
      startIcon={<ShellIcon name="language" />}
      title={description('label')}
      data-testid="language-switcher"
    >
      {label}
    </Button>
  );
}
