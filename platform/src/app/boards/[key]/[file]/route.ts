import { boards } from '@jobboard/tenants/registry';
import { boardImageResponse } from '@/modules/board-images/board-image-response';

/** A board's images, served from its tenant folder (tenants/<key>/images/). */
export async function GET(
  request: Request,
  ctx: { params: Promise<{ key: string; file: string }> },
) {
  const { key, file } = await ctx.params;
  return boardImageResponse(request, key, file, {
    boards,
    memoize: process.env.NODE_ENV === 'production',
  });
}
