import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import { offerSearch } from '@jobboard/db/schema/search';
import { FILLED_GRACE_DAYS } from '../../contracts/employer-offers/offer-filled-rules';
import type { ServiceContext } from '../../context';
import { DomainError } from '../../errors';

/**
 * The search row of an offer live on ctx.board; a filled offer still in its grace is a 409
 * `offer_filled` (its page says so: applying says so too); anything else (draft, expired, other
 * board, filled long ago) is 404.
 */
export async function requireLiveOffer(ctx: ServiceContext, offerId: number) {
  const [row] = await ctx.db
    .select({
      offerId: offerSearch.offerId,
      attributeIds: offerSearch.attributeIds,
      cityId: offerSearch.cityId,
    })
    .from(offerSearch)
    .where(
      and(
        eq(offerSearch.board, ctx.board),
        eq(offerSearch.offerId, offerId),
        lte(offerSearch.publishedAt, sql`now()`),
        gt(offerSearch.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (row) return row;
  if (await recentlyFilledOnBoard(ctx, offerId)) throw DomainError.conflict('offer_filled');
  throw DomainError.notFound();
}

/**
 * True when the offer's position was filled less than FILLED_GRACE_DAYS ago and it is still
 * published on ctx.board (its publication is kept while filled, and may expire meanwhile): its
 * page still shows, saying so.
 */
export async function recentlyFilledOnBoard(
  ctx: ServiceContext,
  offerId: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT o.id FROM offers o
        JOIN offer_publications p ON p.offer_id = o.id AND p.board = ${ctx.board}
          AND p.held_at IS NULL
        WHERE o.id = ${offerId} AND o.status = 'published'
          AND o.filled_at > now() - make_interval(days => ${FILLED_GRACE_DAYS})
          AND coalesce(p.expires_at, o.expires_at, 'infinity'::timestamptz) > now()`,
  );
  return rows.length > 0;
}
