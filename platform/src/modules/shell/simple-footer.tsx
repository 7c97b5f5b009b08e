'use client';

import { useLocale, useTranslations } from 'next-intl';
import { pathFor } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { FooterFrame } from './footer-frame';
import { FooterLinkList } from './footer-link-list';

/** Spec section 2, simple footer: home, about, privacy, terms, and configured social links. */
export function SimpleFooter() {
  const t = useTranslations('shell.footer');
  const locale = useLocale() as AppLocale;
  return (
    <FooterFrame>
      <FooterLinkList
        title={t('explore')}
        items={[
          { key: 'home', label: t('home'), href: pathFor(locale, '/') },
          { key: 'about', label: t('about'), href: pathFor(locale, '/about-us') },
          { key: 'privacy', label: t('privacy'), href: pathFor(locale, '/privacy-policy') },
          { key: 'terms', label: t('terms'), href: pathFor(locale, '/terms-and-conditions') },
        ]}
      />
    </FooterFrame>
  );
}
