import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { insertOffers } from './bulk-offers';
import { generateOffers, type MinimumWage } from './offer-generator';
import { createRng } from './prng';
import { seedReferenceData } from './reference-seed';

export interface BulkLoadOptions {
  /** Offers in total; 70% hospitality, 30% careers. */
  count: number;
  seed?: number;
  batchSize?: number;
  now?: Date;
  onProgress?: (loaded: number) => void;
  /** The pay floor of the generated offers (see `SeedOptions.minimumWage`). */
  minimumWage: MinimumWage;
}

/**
 * Reference data plus `count` generated offers into an empty database, for benchmarks and load
 * tests. Generates and inserts a chunk at a time so memory stays flat at 100,000 offers.
 */
export async function bulkLoadOffers(db: Database, options: BulkLoadOptions): Promise<void> {
  const { count, seed = 7, batchSize = 1000, now = new Date(), onProgress, minimumWage } = options;
  const { refs, pools } = await seedReferenceData(db);
  const rng = createRng(seed);
  const hospitalityCount = Math.round(count * 0.7);
  let nextId = 1;
  for (const [pool, total] of [
    [pools.hospitality, hospitalityCount],
    [pools.careers, count - hospitalityCount],
  ] as const) {
    for (let done = 0; done < total; done += batchSize * 5) {
      const chunk = generateOffers(
        rng,
        { ...refs, now, minimumWage },
        pool,
        Math.min(batchSize * 5, total - done),
        nextId,
      );
      nextId += chunk.length;
      await insertOffers(db, chunk, batchSize);
      onProgress?.(nextId - 1);
    }
  }
  await db.execute(sql`ANALYZE`);
}
