'use client';

import { useLocale, useTranslations } from 'next-intl';
import { pathFor } from '@jobboard/tenancy/paths';
import { HeaderBar } from './header-bar';
import { jobNavItems } from './job-nav-items';
import type { Locale } from '@jobboard/tenancy/board-config';

export interface HeaderVariantProps {
  /** The current page in the other language. */
  languageHref: string;
}

/** Spec section 2, visitor header: Find a job, About us, Publish an offer, Log in, Register. */
export function VisitorHeader({ languageHref }: HeaderVariantProps) {
  const t = useTranslations('shell.nav');
  const locale = useLocale() as Locale;
  return (
    <HeaderBar
      languageHref={languageHref}
      items={[
        ...jobNavItems(locale, t),
        {
          key: 'publish',
          label: t('publishOffer'),
          href: pathFor(locale, '/employer/create-offer'),
        },
      ]}
      buttons={[
        { key: 'login', label: t('login'), href: pathFor(locale, '/login'), variant: 'text' },
        {
          key: 'register',
          label: t('register'),
          href: pathFor(locale, '/register'),
          variant: 'contained',
        },
      ]}
    />
  );
}
