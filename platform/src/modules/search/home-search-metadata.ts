import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { findBoard } from '@/boards';
import { browsingMetadata } from '../seo/page-seo';

export async function generateMetadata(props: {
  params: Promise<{ board: string; locale: AppLocale }>;
}): Promise<Metadata> {
  const { board: key, locale } = await props.params;
  const board = findBoard(key);
  if (!board) return {};
  const t = await getTranslations({ locale, namespace: 'offers.home' });
  const field = board.categoryWording[locale];
  return browsingMetadata({
    board,
    locale,
    // The layout's title template adds "| board name".
    title: t('metaTitle', { field }),
    description: t('metaDescription', { field }),
    pathIn: (l) => `/${l}`,
  });
}
