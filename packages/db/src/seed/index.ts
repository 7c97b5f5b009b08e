import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { offerAttributes } from '../schema/attributes';
import { insertOffers } from './bulk-offers';
import { generateOffers, type MinimumWage } from './offer-generator';
import { createRng } from './prng';
import { seedReferenceData } from './reference-seed';

export interface SeedResult {
  seeded: boolean;
}

export interface SeedOptions {
  /** Publication dates are relative to this, so "last 24 hours" always has offers. */
  now?: Date;
  /**
   * The minimum wage in force on a day (Quebec's rate table lives with the API's publishing
   * rules, `minimumWageOn(quebecToday(now))`): every seeded offer pays at least that, as
   * publishing requires.
   */
  minimumWage: (now: Date) => MinimumWage;
}

/** Fixed: the same data on every machine, which e2e tests rely on. */
export const SEED = 20_240_601;
export const HOSPITALITY_OFFERS = 320;
export const CAREERS_OFFERS = 60;

/** Fills an empty database with the demo data; a database that has data is left alone. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(offerAttributes);
  if ((existing?.n ?? 0) > 0) return { seeded: false };
  const now = options.now ?? new Date();
  const minimumWage = options.minimumWage(now);
  await db.transaction(async (tx) => {
    const { refs, pools } = await seedReferenceData(tx);
    const rng = createRng(SEED);
    const hospitality = generateOffers(
      rng,
      { ...refs, now, minimumWage },
      pools.hospitality,
      HOSPITALITY_OFFERS,
      1,
    );
    const careers = generateOffers(
      rng,
      { ...refs, now, minimumWage },
      pools.careers,
      CAREERS_OFFERS,
      HOSPITALITY_OFFERS + 1,
    );
    await insertOffers(tx, [...hospitality, ...careers]);
  });
  // PGlite has no autovacuum: without statistics the planner guesses row counts for search.
  await db.execute(sql`ANALYZE`);
  return { seeded: true };
}
