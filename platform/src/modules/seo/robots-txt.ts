import { API_BASE } from '@jobboard/api/contracts/api-paths';
import { locales } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import type { RoutePathname } from '@jobboard/tenancy/route-table';

/** Private routes, and route folders (trailing slash) whose every page is private. */
const privateRoutes: readonly [RoutePathname, 'page' | 'folder'][] = [
  ['/profile', 'page'],
  ['/employer/companies', 'folder'],
  ['/employer/login', 'folder'],
  ['/dev/mailbox', 'folder'],
  ['/email-confirmation/[[...token]]', 'page'],
  ['/reset-password/[[...token]]', 'page'],
];

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/**
 * Crawlers may read public pages; account, employer and token pages are private or one-off.
 * The sitemap is announced on the board's public origin (the one rule of every absolute URL),
 * and so are the RSS feeds of the latest offers in each language: search engines read RSS 2.0
 * as a sitemap too, and it tells them about new offers sooner than the full sitemap.
 */
export function robotsTxt(origin: string): string {
  const privatePaths = new Set([`${API_BASE}/`]);
  for (const [route, kind] of privateRoutes)
    for (const locale of locales) {
      const path = pathFor(locale, route);
      privatePaths.add(kind === 'folder' ? folderOf(path) : path);
    }
  return [
    'User-agent: *',
    'Allow: /',
    ...[...privatePaths].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    ...locales.map(
      (locale) => `Sitemap: ${new URL(pathFor(locale, '/find-a-job/rss'), origin).toString()}`,
    ),
    '',
  ].join('\n');
}
