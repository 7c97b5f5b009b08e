import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import { pageMetadata } from '@/modules/seo/server';
import { staticPageContext } from './static-page-content';
import { staticPages, type StaticPageKey } from './static-page-registry';
import { StaticPage } from './static-page';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { RoutePathname } from '@jobboard/tenancy/route-table';

interface RouteProps {
  params: Promise<{ board: string; locale: Locale }>;
}

async function contentOf(key: StaticPageKey, { params }: RouteProps) {
  const { board: boardKey, locale } = await params;
  const board = requireBoard(boardKey);
  return { board, locale, content: staticPages[key][locale](staticPageContext(board, locale)) };
}

/**
 * What a static page's route file exports, so each route file stays two lines: the page and its
 * title + description metadata, both from the same content module.
 */
export function staticPageRoute(key: StaticPageKey) {
  return {
    async generateMetadata(props: RouteProps): Promise<Metadata> {
      const { board, locale, content } = await contentOf(key, props);
      // Through pageMetadata, so the page gets its canonical URL and hreflang alternates too.
      return pageMetadata({
        board,
        locale,
        pathname: `/${key}` satisfies RoutePathname,
        title: content.title,
        description: content.description,
      });
    },
    async Page(props: RouteProps) {
      const { locale, content } = await contentOf(key, props);
      setRequestLocale(locale);
      return <StaticPage content={content} />;
    },
  };
}
