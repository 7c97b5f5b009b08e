import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { ServiceContext } from '../../context';
import type { FeaturedQuery, OfferDto } from '../../contracts/offers';
import { hydrateOffers } from './hydrate-offers';
import { requireKnownFilters } from './resolve-filters';
import { cachedFeatured } from './search-cache';

/**
 * GET /jobboard/{board}/featured-offers: the newest featured live offers (featured_until ahead), topped up with the
 * newest others when too few are featured. Two index walks that stop at `limit` rows.
 */
export async function featuredOffers(
  ctx: ServiceContext,
  input: FeaturedQuery,
): Promise<OfferDto[]> {
  const filters = await requireKnownFilters(ctx, input);
  const where: SQL[] = [
    sql`s.board = ${ctx.board}`,
    sql`s.published_at <= now()`,
    sql`s.expires_at > now()`,
  ];
  if (filters.cityId !== undefined) where.push(sql`s.city_id = ${filters.cityId}`);
  if (filters.specializationIds) {
    where.push(sql`s.attribute_ids && ${`{${filters.specializationIds.join(',')}}`}::int[]`);
  }
  // Featured: a period that has not ended (the expiry sweep clears ended ones; until it runs,
  // the comparison with now() and the cache's bound on time keep them out).
  const pick = (featured: boolean, limit: number) =>
    queryRows<{ offer_id: number }>(
      ctx.db,
      sql`SELECT s.offer_id FROM offer_search s
          WHERE ${sql.join(
            [
              ...where,
              featured
                ? sql`s.featured_until > now()`
                : sql`(s.featured_until IS NULL OR s.featured_until <= now())`,
            ],
            sql` AND `,
          )}
          ORDER BY s.created_at DESC NULLS LAST, s.offer_id DESC NULLS LAST LIMIT ${limit}`,
    );
  const ids = (await pick(true, input.limit)).map((r) => Number(r.offer_id));
  if (ids.length < input.limit) {
    ids.push(...(await pick(false, input.limit - ids.length)).map((r) => Number(r.offer_id)));
  }
  return hydrateOffers(ctx, ids);
}

/**
 * `featuredOffers` through the search result cache (search-cache.ts): the same offers, from
 * memory until the database changes them. The home page and the API's featured list use it.
 */
export async function cachedFeaturedOffers(
  ctx: ServiceContext,
  input: FeaturedQuery,
): Promise<OfferDto[]> {
  const { cityId, specializationIds } = await requireKnownFilters(ctx, input);
  const key = {
    limit: input.limit,
    ...(cityId !== undefined ? { cityId } : {}),
    ...(specializationIds ? { specializationIds } : {}),
  };
  return cachedFeatured(ctx, key, () => featuredOffers(ctx, input));
}
