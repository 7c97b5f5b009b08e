'use client';

import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';
import { pathFor } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { HeaderBar } from './header-bar';
import { LanguageSwitcher } from './language-switcher';

export interface HeaderVariantProps {
  /** The current page in the other language. */
  languageHref: string;
}

/** Spec section 2, visitor header: Find a job, About us, Publish an offer, Log in, Register. */
export function VisitorHeader({ languageHref }: HeaderVariantProps) {
  const t = useTranslations('shell.nav');
  const locale = useLocale() as AppLocale;
  const other: AppLocale = locale === 'fr' ? 'en' : 'fr';
  const items = [
    { key: 'find', label: t('findAJob'), href: pathFor(locale, '/find-a-job') },
    { key: 'about', label: t('aboutUs'), href: pathFor(locale, '/about-us') },
    { key: 'publish', label: t('publishOffer'), href: pathFor(locale, '/employer/create-offer') },
  ];
  const login = pathFor(locale, '/login');
  const register = pathFor(locale, '/register');
  return (
    <HeaderBar
      items={items}
      actions={
        <>
          <LanguageSwitcher href={languageHref} target={other} />
          <Button href={login} color="primary">
            {t('login')}
          </Button>
          <Button href={register} variant="contained">
            {t('register')}
          </Button>
        </>
      }
      drawerActions={
        <>
          <Button href={login} variant="outlined" fullWidth>
            {t('login')}
          </Button>
          <Button href={register} variant="contained" fullWidth>
            {t('register')}
          </Button>
          <LanguageSwitcher href={languageHref} target={other} />
        </>
      }
    />
  );
}
