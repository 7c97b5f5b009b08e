import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { ServiceContext } from '../../context';

/**
 * The board an offer's canonical URL belongs to: of the boards where it is live now, the one it
 * was published on first (teams belong to no board, so the first publication is the offer's
 * home). One page per offer for search engines, not one JobPosting per board (issue 18). Null
 * when it is live nowhere.
 */
export async function offerHomeBoard(ctx: ServiceContext, offerId: number): Promise<string | null> {
  const [row] = await queryRows<{ board: string }>(
    ctx.db,
    sql`SELECT board FROM offer_search
        WHERE offer_id = ${offerId} AND published_at <= now() AND expires_at > now()
        ORDER BY published_at, board LIMIT 1`,
  );
  return row?.board ?? null;
}
