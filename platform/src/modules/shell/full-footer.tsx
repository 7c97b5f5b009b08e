'use client';

import Box from '@mui/material/Box';
import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { FooterFrame } from './footer-frame';
import { FooterLinkList } from './footer-link-list';
import { NewsletterSlot } from './newsletter-slot';

/**
 * Spec section 2, full footer: home, jobs, about, partners, privacy, terms, contact, the
 * newsletter form's place, and social links.
 */
export function FullFooter() {
  const t = useTranslations('shell.footer');
  const locale = useLocale() as AppLocale;
  const board = useBoard();
  const jobs = pathFor(locale, '/job/[category]', { category: board.jobPageSlugs[locale] });
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
          items={[
            { key: 'home', label: t('home'), href: pathFor(locale, '/') },
            { key: 'jobs', label: t('jobs'), href: jobs },
            { key: 'partners', label: t('partners'), href: pathFor(locale, '/our-partners') },
            { key: 'solution', label: t('solution'), href: pathFor(locale, '/our-solution') },
          ]}
        />
        <FooterLinkList
          title={t('company')}
          items={[
            { key: 'about', label: t('about'), href: pathFor(locale, '/about-us') },
            { key: 'contact', label: t('contact'), href: pathFor(locale, '/contact-us') },
            { key: 'privacy', label: t('privacy'), href: pathFor(locale, '/privacy-policy') },
            { key: 'terms', label: t('terms'), href: pathFor(locale, '/terms-and-conditions') },
          ]}
        />
        <NewsletterSlot />
      </Box>
    </FooterFrame>
  );
}
