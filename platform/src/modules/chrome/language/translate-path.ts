import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { AttributeSlugs } from '@jobboard/tenancy/paths';
import { silentFetch } from '@/modules/http';
import { localizedHref } from './localized-href';

let slugs: Promise<AttributeSlugs[]> | null = null;

/**
 * The board's attribute slugs that differ between languages, from the public API, once per
 * page; none when that fails (the path then keeps its attribute segments as they are).
 */
function boardAttributeSlugs(board: string): Promise<AttributeSlugs[]> {
  slugs ??= silentFetch<{ data: AttributeSlugs[] }>(
    apiPath('/jobboard/{board}/offer-attributes', { board }),
  )
    .then((body) =>
      body.data.filter((a) => a.slug.fr !== a.slug.en).map((a) => ({ type: a.type, slug: a.slug })),
    )
    .catch(() => []);
  return slugs;
}

/**
 * A path the server did not render, in the other language (useTranslatedPath): with the route
 * table and the board's attribute slugs, both loaded only then.
 */
export async function translatePath(
  pathname: string,
  target: Locale,
  jobPageSlugs: Record<Locale, string>,
  board: string,
): Promise<string> {
  return localizedHref(pathname, target, jobPageSlugs, await boardAttributeSlugs(board));
}
