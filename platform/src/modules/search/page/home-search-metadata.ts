import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { findBoard } from '@/boards';
import { withRssFeed } from '@/modules/feeds/server';
import { browsingMetadata } from '@/modules/seo/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { emptyQuery, searchParamsOf } from '../offer-filters';
import { pageQuery, type PageSearchParams } from './search-page-data';

export async function generateMetadata(props: {
  params: Promise<{ board: string; locale: Locale }>;
  searchParams?: Promise<PageSearchParams>;
}): Promise<Metadata> {
  const { board: key, locale } = await props.params;
  const board = findBoard(key);
  if (!board) return {};
  const t = await getTranslations({ locale, namespace: 'offers.home' });
  const field = board.categoryWording[locale];
  // The feed follows the filters in the URL, read as the page reads them (the page left out).
  const filters = searchParamsOf({
    ...pageQuery((await props.searchParams) ?? {}, emptyQuery),
    page: 1,
  });
  const metadata = browsingMetadata({
    board,
    locale,
    // The layout's title template adds "| board name".
    title: t('metaTitle', { field }),
    description: t('metaDescription', { field }),
    pathIn: (l) => pathFor(l, '/'),
  });
  return withRssFeed(metadata, board, locale, filters);
}
