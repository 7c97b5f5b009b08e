/**
 * Internal paths (after /{board}/{locale}) of the public pages whose HTML is the same for every
 * visitor without a session: the server's page cache may keep them for a moment (see
 * platform/server/page-cache.ts). Anything that varies per visitor stays out: account, employer,
 * apply and token pages, the dev mailbox.
 */
/** Response header by which the proxy marks such a page for the server (which removes it). */
export const PAGE_CACHE_HEADER = 'x-page-cache';

const publicPage = [
  /^\/?$/,
  /^\/(find-a-job|about-us|contact-us|our-partners|our-solution)$/,
  /^\/(privacy-policy|terms-and-conditions)$/,
  /^\/job(\/[^/]+){0,3}$/,
  /^\/offer\/[^/]+(\/\d+)?$/,
  /^\/category\/[^/]+\/[^/]+$/,
  /^\/company\/[^/]+\/[^/]+(\/jobs)?$/,
];

export function isPublicPage(internalPath: string): boolean {
  return publicPage.some((pattern) => pattern.test(internalPath));
}
