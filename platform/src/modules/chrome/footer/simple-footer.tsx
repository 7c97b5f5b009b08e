'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { FooterFrame } from './footer-frame';
import { FooterLinkList } from './footer-link-list';
import { footerLinks } from './footer-links';
import type { Locale } from '@jobboard/tenancy/board-config';

/** Spec section 2, simple footer: home, about, privacy, terms, and configured social links. */
export function SimpleFooter() {
  const t = useTranslations('shell.footer');
  const links = footerLinks(t, useLocale() as Locale, useBoard());
  return (
    <FooterFrame>
      <FooterLinkList
        title={t('explore')}
        items={[links.home, links.about, links.privacy, links.terms]}
      />
    </FooterFrame>
  );
}
