import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { offerSearch } from '@jobboard/db/schema/search';
import type { ServiceContext } from '../../context';
import { DomainError } from '../../errors';

/** The search row of an offer live on ctx.board; anything else (draft, expired, other board) is 404. */
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
  if (!row) throw DomainError.notFound();
  return row;
}
