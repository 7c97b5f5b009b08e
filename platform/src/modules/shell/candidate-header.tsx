'use client';

import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';
import { pathFor } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { HeaderBar } from './header-bar';
import { LanguageSwitcher } from './language-switcher';
import type { HeaderVariantProps } from './visitor-header';

export interface CandidateHeaderProps extends HeaderVariantProps {
  /** Called by Log out; the auth issue wires it to the logout call. */
  onLogout?: () => void;
}

/**
 * Spec section 2, signed-in candidate: Log out and My profile (next to the job links every
 * visitor has).
 */
export function CandidateHeader({ languageHref, onLogout }: CandidateHeaderProps) {
  const t = useTranslations('shell.nav');
  const locale = useLocale() as AppLocale;
  const other: AppLocale = locale === 'fr' ? 'en' : 'fr';
  const items = [
    { key: 'find', label: t('findAJob'), href: pathFor(locale, '/find-a-job') },
    { key: 'about', label: t('aboutUs'), href: pathFor(locale, '/about-us') },
  ];
  const profile = pathFor(locale, '/profile');
  return (
    <HeaderBar
      items={items}
      actions={
        <>
          <LanguageSwitcher href={languageHref} target={other} />
          <Button href={profile} variant="contained">
            {t('myProfile')}
          </Button>
          <Button onClick={onLogout} color="inherit">
            {t('logout')}
          </Button>
        </>
      }
      drawerActions={
        <>
          <Button href={profile} variant="contained" fullWidth>
            {t('myProfile')}
          </Button>
          <Button onClick={onLogout} variant="outlined" fullWidth>
            {t('logout')}
          </Button>
          <LanguageSwitcher href={languageHref} target={other} />
        </>
      }
    />
  );
}
