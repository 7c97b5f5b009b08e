import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { experiences, offerAttributes } from '../schema/attributes';
import { experienceLevels, scheduleAttributes } from './reference-data';

export interface SeedResult {
  seeded: boolean;
}

/** Fills an empty database with the demo data; a database that has data is left alone. */
export async function seedDatabase(db: Database): Promise<SeedResult> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(offerAttributes);
  if ((existing?.n ?? 0) > 0) return { seeded: false };
  await db.transaction(async (tx) => {
    await tx
      .insert(offerAttributes)
      .values(scheduleAttributes.map((a, position) => ({ ...a, position })));
    // Fixed ids were inserted explicitly: move the identity past them.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('offer_attributes', 'id'), (SELECT max(id) FROM offer_attributes))`,
    );
    await tx
      .insert(experiences)
      .values(experienceLevels.map((e, position) => ({ ...e, position })));
  });
  return { seeded: true };
}
