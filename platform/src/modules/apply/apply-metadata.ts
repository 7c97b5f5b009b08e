import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { findBoard } from '@/boards';
import { applyPath, loadOffer } from '../offers/offer-page';
import { browsingMetadata } from '../offers/page-seo';

export async function generateMetadata(props: {
  params: Promise<{ board: string; locale: AppLocale; id: string }>;
}): Promise<Metadata> {
  const { board: key, locale, id } = await props.params;
  const board = findBoard(key);
  if (!board || !/^\d{1,9}$/.test(id)) return {};
  const offer = await loadOffer(board, locale, Number(id));
  const t = await getTranslations({ locale, namespace: 'offers.apply' });
  return {
    ...browsingMetadata({
      board,
      locale,
      title: t('title', { title: offer.title }),
      description: t('description', { title: offer.title }),
      pathIn: (l) => applyPath(l, offer),
    }),
    // A login prompt: the offer page is the one to index; its links are still worth following.
    robots: { index: false, follow: true },
  };
}
