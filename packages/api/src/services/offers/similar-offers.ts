import { inArray, sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import { offerAttributes } from '@jobboard/db/schema/attributes';
import type { ServiceContext } from '../../context';
import type { OfferDto } from '../../contracts/offers';
import { hydrateOffers } from './hydrate-offers';
import { requireLiveOffer } from './live-offer';

const SIMILAR_LIMIT = 6;

/**
 * GET /jobboard/{board}/similar-offers/{offerId}: live offers of the same specialization (else the
 * same category) on the same board, same city first, newest first.
 */
export async function similarOffers(
  ctx: ServiceContext,
  input: { offerId: number },
): Promise<OfferDto[]> {
  const offer = await requireLiveOffer(ctx, input.offerId);
  const types = offer.attributeIds.length
    ? await ctx.db
        .select({ id: offerAttributes.id, type: offerAttributes.type })
        .from(offerAttributes)
        .where(inArray(offerAttributes.id, offer.attributeIds))
    : [];
  const ids: number[] = [];
  for (const type of ['specialization', 'category'] as const) {
    const wanted = types.filter((a) => a.type === type).map((a) => a.id);
    if (wanted.length === 0 || ids.length >= SIMILAR_LIMIT) continue;
    const exclude = `{${[input.offerId, ...ids].join(',')}}`;
    const rows = await queryRows<{ offer_id: number }>(
      ctx.db,
      sql`SELECT s.offer_id FROM offer_search s
          WHERE s.board = ${ctx.board} AND s.published_at <= now() AND s.expires_at > now()
            AND s.attribute_ids && ${`{${wanted.join(',')}}`}::int[]
            AND s.offer_id <> ALL(${exclude}::int[])
          ORDER BY (s.city_id IS NOT DISTINCT FROM ${offer.cityId}) DESC, s.created_at DESC, s.offer_id DESC
          LIMIT ${SIMILAR_LIMIT - ids.length}`,
    );
    ids.push(...rows.map((r) => Number(r.offer_id)));
  }
  return hydrateOffers(ctx, ids);
}
