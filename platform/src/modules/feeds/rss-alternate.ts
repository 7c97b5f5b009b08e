import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { absoluteUrl, publicOrigin } from '@/modules/seo/server';

/** The feed URL of a search, in one language: the search page's own filters as its query. */
export function rssFeedUrl(board: BoardConfig, locale: Locale, filters?: URLSearchParams): string {
  const path = pathFor(locale, '/find-a-job/rss');
  const query = filters?.toString();
  return absoluteUrl(publicOrigin(board), query ? `${path}?${query}` : path);
}

/**
 * A page's metadata with `<link rel="alternate" type="application/rss+xml">` to the feed of the
 * offers it lists. Next replaces `alternates` as a whole, so the page's canonical and hreflang
 * links are kept here.
 */
export async function withRssFeed(
  metadata: Metadata,
  board: BoardConfig,
  locale: Locale,
  filters?: URLSearchParams,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'feeds' });
  const searched = filters !== undefined && filters.size > 0;
  const name = board.name[locale];
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        'application/rss+xml': [
          {
            url: rssFeedUrl(board, locale, filters),
            title: searched
              ? t('searchAlternateTitle', { board: name })
              : t('alternateTitle', { board: name }),
          },
        ],
      },
    },
  };
}
