import 'server-only';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { matchPath, pathFor } from '@jobboard/tenancy/paths';
import type { RoutePathname } from '@jobboard/tenancy/route-table';
import { findCompany } from '@/modules/companies/server';
import { loadOffer } from '@/modules/offer-page/server';
import { numericId } from '@/modules/page-routes/server';

const offerRoutes: ReadonlySet<RoutePathname> = new Set([
  '/offer/[slug]/[id]',
  '/offer/[slug]/[id]/apply',
  '/offer/[slug]/[id]/report',
]);
const companyRoutes: ReadonlySet<RoutePathname> = new Set([
  '/company/[slug]/[id]',
  '/company/[slug]/[id]/jobs',
]);

/**
 * The other language's path of an offer, apply or company page, at that language's slug (made
 * from the record's title or name, which the route table cannot know): the same URL the page
 * declares as its hreflang alternate, so the server-rendered switcher leads there without a
 * redirect (issue 46, item 27). Reads the record through the page's own per-request cache, so
 * it costs no query the page does not make. Null for any other path, or a record the page will
 * answer 404 for (the page says so; the switcher keeps the table's translation).
 */
export async function recordLanguageHref(
  board: BoardConfig,
  locale: Locale,
  path: string,
): Promise<string | null> {
  const matched = matchPath(path);
  if (!matched || matched.locale !== locale) return null;
  const offer = offerRoutes.has(matched.pathname);
  if (!offer && !companyRoutes.has(matched.pathname)) return null;
  const id = numericId(matched.params.id);
  if (id === null) return null;
  const target: Locale = locale === 'fr' ? 'en' : 'fr';
  const record = await (
    offer ? loadOffer(board, locale, id) : findCompany(board, locale, id)
  ).catch(() => null);
  if (!record) return null;
  return pathFor(target, matched.pathname, { ...matched.params, slug: record.slugs[target] });
}
