import { boardCssVariables } from '@jobboard/themes/board-css-variables';
import { findBoard } from '@/boards';

/**
 * GET /boards/<key>/theme.css: the board's theme tokens as CSS variables (boardCssHref). Pages
 * ask for it with a version of its text in the query, so it is kept for a year.
 */
export async function GET(_request: Request, ctx: { params: Promise<{ key: string }> }) {
  const { key } = await ctx.params;
  const board = findBoard(key);
  if (!board) return new Response('Not found', { status: 404 });
  return new Response(boardCssVariables(board.theme), {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
