import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { offerAttributeLinks, offerContents, offerPublications, offers } from '../schema/offers';
import type { GeneratedOffer } from './offer-generator';

/** Rebuilds the search rows of these offers (see migration 0003). */
export async function refreshOfferSearch(db: Database, offerIds: readonly number[]): Promise<void> {
  if (offerIds.length === 0) return;
  // Ids are integers from our own rows; an array literal keeps it one parameter on both drivers.
  const literal = `{${offerIds.map((id) => Math.trunc(id)).join(',')}}`;
  await db.execute(sql`SELECT refresh_offer_search(${literal}::int[])`);
}

/**
 * Writes generated offers with multi-row INSERTs, `batchSize` offers at a time, and refreshes
 * their search rows once per batch. Used by the seed (hundreds) and the benchmark (100,000).
 */
export async function insertOffers(
  db: Database,
  items: readonly GeneratedOffer[],
  batchSize = 500,
): Promise<void> {
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = items.slice(start, start + batchSize);
    await db.insert(offers).values(
      batch.map((o) => ({
        id: o.id,
        companyId: o.companyId,
        slug: o.slug,
        isConfidential: o.isConfidential,
        primaryLanguage: o.primaryLanguage,
        status: o.status,
        experienceId: o.experienceId,
        salaryMin: o.salaryMin,
        salaryMax: o.salaryMax,
        salaryPeriod: o.salaryPeriod,
        tips: o.tips,
        address: o.address,
        postalCode: o.postalCode,
        cityId: o.cityId,
        lat: o.lat,
        lng: o.lng,
        publishedAt: o.publishedAt,
        expiresAt: o.expiresAt,
        createdAt: o.createdAt,
        updatedAt: o.createdAt,
      })),
    );
    await db
      .insert(offerContents)
      .values(batch.flatMap((o) => o.contents.map((c) => ({ offerId: o.id, ...c }))));
    await db
      .insert(offerAttributeLinks)
      .values(
        batch.flatMap((o) => o.attributeIds.map((attributeId) => ({ offerId: o.id, attributeId }))),
      );
    const publications = batch.flatMap((o) => o.publications.map((p) => ({ offerId: o.id, ...p })));
    if (publications.length > 0) await db.insert(offerPublications).values(publications);
    await refreshOfferSearch(
      db,
      batch.map((o) => o.id),
    );
  }
  // Explicit ids were written: move the identity past them.
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('offers', 'id'), (SELECT max(id) FROM offers))`,
  );
}
