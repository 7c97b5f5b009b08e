import type { Metadata } from 'next';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor, type RouteParams } from '@jobboard/tenancy/paths';
import { boardMetadata } from './board-metadata';
import { searchTitle } from './search-title';
import { routing } from '@/i18n/routing';
import type { RoutePathname } from '@jobboard/tenancy/route-table';

export interface PageMetadataInput {
  board: BoardConfig;
  locale: Locale;
  pathname: RoutePathname;
  params?: RouteParams;
  title: string;
  description: string;
  /** The home page's title stands alone, without the "| board name" suffix. */
  absoluteTitle?: boolean;
}

/** The job page's category segment is the board's own slug in each language. */
function paramsIn(
  board: BoardConfig,
  pathname: RoutePathname,
  params: RouteParams,
  locale: Locale,
) {
  return pathname.startsWith('/job/')
    ? { ...params, category: board.jobPageSlugs[locale] }
    : params;
}

/**
 * Per-page title and description in the current language, the canonical URL, and hreflang
 * alternates for both languages plus x-default (the board's default language). URLs resolve
 * against the board's public origin (metadataBase in the root layout), as every page's do.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { board, locale, pathname, params = {} } = input;
  const title = searchTitle(input.title);
  const url = (l: Locale) => pathFor(l, pathname, paramsIn(board, pathname, params, l));
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[`${l}-CA`] = url(l);
  languages['x-default'] = url(board.defaultLocale);
  return {
    title: input.absoluteTitle ? { absolute: title } : title,
    description: input.description,
    alternates: { canonical: url(locale), languages },
    // Next replaces (not merges) the layout's openGraph, so the board's part is repeated here.
    openGraph: {
      ...boardMetadata(board, locale).openGraph,
      title,
      description: input.description,
      url: url(locale),
    },
  };
}
