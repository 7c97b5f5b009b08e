import { localizePath, pathFor, type AttributeSlugs } from '@jobboard/tenancy/paths';
import { NOT_FOUND_VIEW_SEGMENT } from '@/modules/errors';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * A public path in the other language, by the route table: exact for every page but offers and
 * companies, whose other-language slug (a title) a translation cannot know and whose routes
 * redirect a wrong slug to the right one; their pages declare it as an hreflang alternate.
 * `attributes`: the board's attribute slugs in both languages (boardAttributeSlugs), so landing
 * and category pages are right too (issue 18).
 */
export function localizedHref(
  path: string,
  target: Locale,
  jobPageSlugs: Record<Locale, string>,
  attributes: readonly AttributeSlugs[],
): string {
  // The server-rendered 404 page's own path is internal: its other language is the home page.
  return path.endsWith(`/${NOT_FOUND_VIEW_SEGMENT}`)
    ? pathFor(target, '/')
    : localizePath(path, target, jobPageSlugs, attributes);
}
