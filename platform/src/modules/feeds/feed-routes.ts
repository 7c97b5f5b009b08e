import 'server-only';
import { boardOfRequest, findBoard } from '@/boards';
import { serviceContext } from '@/modules/page-routes/server';
import { publicOrigin } from '@/modules/seo/server';
import { locales, type Locale } from '@jobboard/tenancy/board-config';
import { buildIndeedFeed, buildRssFeed } from './build-feeds';
import { feedResponse } from './feed-response';

const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);
const notFound = () => new Response('Not found', { status: 404 });

/** GET /{locale}/find-a-job/rss?…: the proxy has resolved the board and language. */
export async function rssFeedRoute(
  request: Request,
  props: { params: Promise<{ board: string; locale: string }> },
): Promise<Response> {
  const { board: key, locale } = await props.params;
  const board = findBoard(key);
  if (!board || !isLocale(locale)) return notFound();
  const feed = await buildRssFeed({
    ctx: await serviceContext(board, locale),
    board,
    origin: publicOrigin(board),
    query: new URL(request.url).searchParams,
  });
  if (feed.status === 'invalid')
    return new Response(feed.message, {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'content-language': locale },
    });
  return feedResponse(feed.xml, 'rss');
}

/** GET /feeds/indeed.xml: chosen by host like the sitemap (the proxy skips dotted paths). */
export async function indeedFeedRoute(request: Request): Promise<Response> {
  const board = boardOfRequest(request.headers);
  if (!board) return notFound();
  const xml = await buildIndeedFeed({
    ctx: await serviceContext(board, board.defaultLocale),
    board,
    origin: publicOrigin(board),
  });
  return feedResponse(xml, 'xml');
}
