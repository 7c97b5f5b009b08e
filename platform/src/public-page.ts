import { matchInternalPath } from '@jobboard/tenancy/paths';
import type { RoutePathname } from '@jobboard/tenancy/route-table';

/**
 * Internal paths (after /{board}/{locale}) of the public pages whose HTML is the same for every
 * visitor without a session: the server's page cache may keep them for a moment (see
 * platform/server/page-cache.ts). Anything that varies per visitor stays out: account, employer,
 * apply and token pages, the dev mailbox.
 */
/** Response header by which the proxy marks such a page for the server (which removes it). */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** Routes of the one route table whose page is the same for every anonymous visitor. */
const publicRoutes: ReadonlySet<RoutePathname> = new Set<RoutePathname>([
  '/',
  '/find-a-job',
  // A feed is the same for everyone too: marked public, it goes out without language cookies.
  // The page cache itself keeps HTML only, so the feed's own cache headers are what apply.
  '/find-a-job/rss',
  '/about-us',
  '/contact-us',
  '/our-partners',
  '/our-solution',
  '/privacy-policy',
  '/terms-and-conditions',
  '/job',
  '/job/[category]',
  '/job/[category]/[specialization]',
  '/job/[category]/[specialization]/[city]',
  '/offer/[slug]',
  '/offer/[slug]/[id]',
  '/category/[type]/[slug]',
  '/company/[slug]/[id]',
  '/company/[slug]/[id]/jobs',
]);

export function isPublicPage(internalPath: string): boolean {
  const route = matchInternalPath(internalPath);
  return route !== null && publicRoutes.has(route);
}
