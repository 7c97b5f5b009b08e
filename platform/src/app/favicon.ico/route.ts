import { parseBoardImageUrl } from '@jobboard/tenancy/board-images';
import { boardOfRequest } from '@/boards';
import { boardImageResponse } from '@/modules/board-images/board-image-response';

export const dynamic = 'force-dynamic';

/**
 * /favicon.ico, which browsers and crawlers ask for whatever the page declares: the board's own
 * icon (its declared favicon, chosen by host like robots.txt), not the 404 page (issue 46,
 * item 31). Served with the icon's own content type and caching.
 */
export function GET(request: Request): Promise<Response> | Response {
  const board = boardOfRequest(request.headers);
  const image = board ? parseBoardImageUrl(board.images.favicon) : null;
  if (!board || !image) return new Response('Not found', { status: 404 });
  return boardImageResponse(request, image.key, image.file, {
    boards: [board],
    memoize: process.env.NODE_ENV === 'production',
  });
}
