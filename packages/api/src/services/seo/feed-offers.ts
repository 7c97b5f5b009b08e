import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { ServiceContext } from '../../context';
import type { OfferDto } from '../../contracts/offers';
import { hydrateOffers } from '../offers/hydrate-offers';

/**
 * An aggregator reads the whole feed at once; past this many offers the file grows beyond what
 * they fetch comfortably (a few MB), and the newest are the ones worth sending.
 */
export const FEED_MAX_OFFERS = 2_000;

/**
 * The board's live offers, newest published first, with their descriptions: what the job
 * aggregator feed and the unfiltered RSS feed list (the feeds date items by publication). Live is
 * the read model's rule, as in the sitemap and the offer page: published, not expired, on this
 * board (a shared offer has a row per board). `offset` skips that many (an RSS page past the first).
 */
export async function latestLiveOffers(
  ctx: ServiceContext,
  limit: number = FEED_MAX_OFFERS,
  offset = 0,
): Promise<OfferDto[]> {
  const rows = await queryRows<{ offer_id: number }>(
    ctx.db,
    sql`SELECT s.offer_id FROM offer_search s
        WHERE s.board = ${ctx.board} AND s.published_at <= now() AND s.expires_at > now()
        ORDER BY s.published_at DESC, s.offer_id DESC
        LIMIT ${Math.min(Math.max(1, limit), FEED_MAX_OFFERS)}
        OFFSET ${Math.max(0, Math.trunc(offset))}`,
  );
  return hydrateOffers(
    ctx,
    rows.map((r) => Number(r.offer_id)),
    { withDescription: true },
  );
}
