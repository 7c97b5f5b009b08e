import { boardOfRequest } from '@/boards';
import { sitemapData } from '@jobboard/api/services/seo/sitemap-data';
import { serviceContext } from '@/modules/page-routes/service-context';
import { publicOrigin } from '@/modules/seo/public-origin';
import { sitemapEntries, sitemapXml } from '@/modules/seo/sitemap-entries';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** One sitemap per board, chosen by host like robots.txt (the proxy skips dotted paths). */
export async function GET(request: Request): Promise<Response> {
  const board = boardOfRequest(request.headers);
  if (!board) return new Response('Not found', { status: 404 });
  const data = await sitemapData(await serviceContext(board, board.defaultLocale));
  const landings = [
    {},
    ...data.specializations.flatMap((s) => [
      { specialization: s.slug },
      ...s.cities.map((city) => ({ specialization: s.slug, city })),
    ]),
  ];
  const xml = sitemapXml(
    sitemapEntries({
      board,
      origin: publicOrigin(board),
      offers: data.offers,
      landings,
      companies: data.companies,
      categories: data.categories,
    }),
  );
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
