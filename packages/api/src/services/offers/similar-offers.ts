import { inArray, sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import { offerAttributes } from '@jobboard/db/schema/attributes';
import type { ServiceContext } from '../../context';
import type { OfferDto } from '../../contracts/offers';
import { hydrateOffers } from './hydrate-offers';
import { requireLiveOffer } from './live-offer';
import { cachedSimilar } from './search-cache';

const SIMILAR_LIMIT = 6;

/**
 * What makes an offer similar, as points: the title's trigram similarity (0 to 1) weighs most,
 * then sharing a specialization, then a category, then nearness (full points on the spot, half
 * at NEAR_KM). A cook's offer thus brings cooks nearby, then cooks farther or "cuisinier de
 * ligne" elsewhere, before a dishwasher next door.
 */
export const SIMILARITY_WEIGHTS = { title: 2, specialization: 2, category: 1, nearness: 2 };
const NEAR_KM = 25;

/**
 * How many rows each way of finding candidates brings before they are scored: enough that the
 * best six are among them, few enough that scoring stays a few hundred rows at 100,000 offers.
 * Offers of the specialization within a box of about 100 km, then of it anywhere, then of the
 * category. The branches take the first rows the specialization's index finds, in no order: an
 * ORDER BY made each read every match (a common specialization is thousands of rows) and tripled
 * the time at 100,000 offers, while the score decides the order anyway. `s.lat + 0` keeps the
 * latitude index out: in a dense region its range is most of the board, and ANDing that bitmap
 * cost more than filtering the specialization's rows. Only an offer without a specialization
 * looks for close titles: a long title's trigrams are in most rows, so that lookup reads the
 * whole board.
 */
const NEARBY_CANDIDATES = 150;
const OTHER_CANDIDATES = 50;
/** About 100 km of latitude; longitude degrees are shorter in Quebec, so the box is narrower. */
const BOX_DEGREES = 0.9;

/**
 * GET /jobboard/{board}/similar-offers/{offerId}: the live offers of the board most like this
 * one (see SIMILARITY_WEIGHTS), best first, newest first among equals.
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
  const idsOf = (type: string) => `{${types.filter((a) => a.type === type).map((a) => a.id)}}`;
  const spec = idsOf('specialization');
  const cat = idsOf('category');
  const live = sql`s.board = ${ctx.board} AND s.published_at <= now() AND s.expires_at > now()
    AND s.offer_id <> ${input.offerId}`;
  const w = SIMILARITY_WEIGHTS;
  const rows = await queryRows<{ offer_id: number }>(
    ctx.db,
    sql`WITH src AS MATERIALIZED (
          SELECT title_norm, lat, lng FROM offer_search
          WHERE board = ${ctx.board} AND offer_id = ${input.offerId}
        ),
        cand AS MATERIALIZED (
          (SELECT s.offer_id FROM offer_search s, src
           WHERE ${live} AND s.attribute_ids && ${spec}::int[]
             AND s.lat + 0 BETWEEN src.lat - ${BOX_DEGREES} AND src.lat + ${BOX_DEGREES}
             AND s.lng BETWEEN src.lng - ${BOX_DEGREES * 1.4} AND src.lng + ${BOX_DEGREES * 1.4}
           LIMIT ${NEARBY_CANDIDATES})
          UNION
          (SELECT s.offer_id FROM offer_search s
           WHERE ${live} AND s.attribute_ids && ${spec}::int[]
           LIMIT ${OTHER_CANDIDATES})
          UNION
          (SELECT s.offer_id FROM offer_search s
           WHERE ${live} AND s.attribute_ids && ${cat}::int[]
           LIMIT ${OTHER_CANDIDATES})
          ${
            spec === '{}'
              ? sql`UNION
          (SELECT s.offer_id FROM offer_search s, src
           WHERE ${live} AND s.title_norm % src.title_norm
           ORDER BY similarity(s.title_norm, src.title_norm) DESC LIMIT ${OTHER_CANDIDATES})`
              : sql``
          }
        )
        SELECT s.offer_id FROM cand
        JOIN offer_search s ON s.board = ${ctx.board} AND s.offer_id = cand.offer_id, src
        ORDER BY
          ${w.title} * similarity(s.title_norm, src.title_norm)
          + ${w.specialization} * (s.attribute_ids && ${spec}::int[])::int
          + ${w.category} * (s.attribute_ids && ${cat}::int[])::int
          + CASE WHEN s.lat IS NULL OR src.lat IS NULL THEN 0
              ELSE ${w.nearness} / (1 + ${nearKm()} / ${NEAR_KM}) END DESC,
          s.created_at DESC, s.offer_id DESC
        LIMIT ${SIMILAR_LIMIT}`,
  );
  return hydrateOffers(
    ctx,
    rows.map((r) => Number(r.offer_id)),
  );
}

/** Kilometres between the candidate and the source (flat-earth: exact enough within Quebec). */
function nearKm() {
  return sql`(111.2 * sqrt(power(s.lat - src.lat, 2)
    + power((s.lng - src.lng) * cos(radians(src.lat)), 2)))`;
}

/** similarOffers through the search cache (the endpoint; offer pages cache theirs whole). */
export function cachedSimilarOffers(
  ctx: ServiceContext,
  input: { offerId: number },
): Promise<OfferDto[]> {
  return cachedSimilar(ctx, input.offerId, () => similarOffers(ctx, input));
}
