'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { AppLocale } from '@/i18n/routing';
import { FooterFrame } from './footer-frame';
import { FooterLinkList } from './footer-link-list';
import { footerLinks } from './footer-links';

/** Spec section 2, simple footer: home, about, privacy, terms, and configured social links. */
export function SimpleFooter() {
  const t = useTranslations('shell.footer');
  const links = footerLinks(t, useLocale() as AppLocale, useBoard());
  return (
    <FooterFrame>
      <FooterLinkList
        title={t('explore')}
        items={[links.home, links.about, links.privacy, links.terms]}
      />
    </FooterFrame>
  );
}
