import type { BoardConfig } from '@jobboard/tenancy/board-config';

/**
 * Crawlers may read public pages; account, employer and token pages are private or one-off.
 * The sitemap is announced on the board's own origin.
 */
export function robotsTxt(board: BoardConfig): string {
  const privatePaths = [
    '/api/',
    '/fr/profile',
    '/en/profile',
    '/fr/employer/',
    '/en/employer/',
    '/fr/employeur/',
    '/en/dev/',
    '/fr/dev/',
    '/fr/email-confirmation',
    '/en/email-confirmation',
    '/fr/reset-password',
    '/en/reset-password',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', board.origin).toString()}`,
    '',
  ].join('\n');
}
