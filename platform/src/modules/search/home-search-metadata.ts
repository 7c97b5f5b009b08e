import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { findBoard } from '@/boards';
import { browsingMetadata } from '@/modules/seo/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';

export async function generateMetadata(props: {
  params: Promise<{ board: string; locale: Locale }>;
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
    pathIn: (l) => pathFor(l, '/'),
  });
}
