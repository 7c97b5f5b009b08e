import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import type { FooterTexts } from './footer-frame';
import type { FooterKey } from './footer-links';

export interface FullFooterTexts {
  frame: FooterTexts;
  links: Record<FooterKey, string>;
  explore: string;
  company: string;
}

const keys: FooterKey[] = [
  'home',
  'jobs',
  'about',
  'partners',
  'solution',
  'privacy',
  'terms',
  'contact',
];

/** The footers' wording, translated on the server: the footers themselves have no hooks. */
export async function footerTexts(board: BoardConfig, locale: Locale): Promise<FullFooterTexts> {
  const t = await getTranslations({ locale, namespace: 'shell.footer' });
  return {
    frame: {
      label: t('label'),
      copyright: t('copyright', { year: new Date().getFullYear(), name: board.name[locale] }),
      social: t('social'),
      byCredit: t('byCredit'),
      cookiePreferences: t('cookiePreferences'),
    },
    links: Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<FooterKey, string>,
    explore: t('explore'),
    company: t('company'),
  };
}
