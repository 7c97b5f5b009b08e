import type { Metadata } from 'next';
import type { AppLocale } from '@/i18n/routing';
import { findBoard } from '@/boards';
import { offerPath } from '../seo/canonical-url';
import { loadOffer } from './offer-page';
import { browsingMetadata, summary } from './page-seo';

export async function generateMetadata(props: {
  params: Promise<{ board: string; locale: AppLocale; id: string }>;
}): Promise<Metadata> {
  const { board: key, locale, id } = await props.params;
  const board = findBoard(key);
  if (!board || !/^\d{1,9}$/.test(id)) return {};
  const offer = await loadOffer(board, locale, Number(id));
  const where = [offer.company?.name, offer.city?.label].filter(Boolean).join(', ');
  return browsingMetadata({
    board,
    locale,
    title: where ? `${offer.title} – ${where}` : offer.title,
    description: summary(offer.description ?? offer.title),
    pathIn: (l) => offerPath(l, offer),
    type: 'article',
  });
}
