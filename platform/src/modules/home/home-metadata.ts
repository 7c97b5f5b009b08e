import type { Metadata } from 'next';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/modules/seo/page-metadata';

export function homeMetadata(board: BoardConfig, locale: AppLocale): Metadata {
  return pageMetadata({
    board,
    locale,
    pathname: '/',
    title: board.title[locale],
    description: board.description[locale],
    absoluteTitle: true,
  });
}
