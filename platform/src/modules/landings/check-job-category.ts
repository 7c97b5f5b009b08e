import { notFound, permanentRedirect } from 'next/navigation';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import type { RoutePathname } from '@jobboard/tenancy/route-table';

/**
 * The job page's category segment must be the board's own slug in the page's language
 * (spec section 2). The other language's slug redirects to this one (the URL a wrong-language
 * redirect produces); anything else is a 404.
 */
export function checkJobCategory(pathname: RoutePathname) {
  return (board: BoardConfig, locale: Locale, params: Record<string, string | string[]>) => {
    const category = params.category;
    if (category === undefined || category === board.jobPageSlugs[locale]) return;
    const other: Locale = locale === 'fr' ? 'en' : 'fr';
    if (category === board.jobPageSlugs[other])
      permanentRedirect(
        pathFor(locale, pathname, { ...params, category: board.jobPageSlugs[locale] }),
      );
    notFound();
  };
}
