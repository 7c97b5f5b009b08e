'use client';

import Box from '@mui/material/Box';
import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { FooterFrame } from './footer-frame';
import { FooterLinkList } from './footer-link-list';
import { footerLinks } from './footer-links';
import { NewsletterSlot } from '../layouts/newsletter-slot';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * Spec section 2, full footer: home, jobs, about, partners, privacy, terms, contact, the
 * newsletter form's place, and social links.
 */
export function FullFooter() {
  const t = useTranslations('shell.footer');
  const links = footerLinks(t, useLocale() as Locale, useBoard());
  return (
    <FooterFrame>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1.4fr' },
        }}
      >
        <FooterLinkList
          title={t('explore')}
          items={[links.home, links.jobs, links.partners, links.solution]}
        />
        <FooterLinkList
          title={t('company')}
          items={[links.about, links.contact, links.privacy, links.terms]}
        />
        <NewsletterSlot />
      </Box>
    </FooterFrame>
  );
}
