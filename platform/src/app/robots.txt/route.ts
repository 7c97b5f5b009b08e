import { boardOfRequest } from '@/boards';
import { robotsTxt } from '@/modules/seo/robots-txt';
import { publicOrigin } from '@/modules/seo/server';

export const dynamic = 'force-dynamic';

/** One robots.txt per board, chosen by host like every page (the proxy skips dotted paths). */
export function GET(request: Request): Response {
  const board = boardOfRequest(request.headers);
  if (!board) return new Response('Not found', { status: 404 });
  return new Response(robotsTxt(publicOrigin(board)), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
