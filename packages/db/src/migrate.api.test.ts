import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { queryRows } from './query';
import { offerAttributes } from './schema/attributes';
import { seedDatabase } from './seed/index';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('migrations and seed', () => {
  it('applies again without error or change (idempotent start)', async () => {
    await migrateDatabase(handle);
    await migrateDatabase(handle);
    const rows = await queryRows<{ extname: string }>(
      handle.db,
      sql`SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY extname`,
    );
    expect(rows.map((r) => r.extname)).toEqual(['pg_trgm', 'unaccent']);
  });

  it('folds accents in the French search configuration', async () => {
    const [row] = await queryRows<{ hit: boolean }>(
      handle.db,
      sql`SELECT to_tsvector('fr_unaccent', 'Café du Plongeur') @@ plainto_tsquery('fr_unaccent', 'cafe plongeur') AS hit`,
    );
    expect(row?.hit).toBe(true);
  });

  it('seeds the fixed schedule attributes once, then leaves the data alone', async () => {
    expect(await seedDatabase(handle.db)).toEqual({ seeded: true });
    expect(await seedDatabase(handle.db)).toEqual({ seeded: false });
    const schedules = await handle.db
      .select({ id: offerAttributes.id, labelFr: offerAttributes.labelFr })
      .from(offerAttributes)
      .where(sql`${offerAttributes.type} = 'schedule'`)
      .orderBy(offerAttributes.id);
    expect(schedules).toEqual([
      { id: 36, labelFr: 'Bénévole' },
      { id: 37, labelFr: 'Contrat' },
      { id: 38, labelFr: 'Permanent' },
      { id: 39, labelFr: 'Temporaire' },
      { id: 40, labelFr: 'Temps partiel' },
      { id: 41, labelFr: 'Temps plein' },
    ]);
    // The identity moved past the fixed ids, so the next attribute does not collide.
    const [next] = await handle.db
      .insert(offerAttributes)
      .values({
        type: 'skill',
        labelEn: 'Knife skills',
        labelFr: 'Maniement du couteau',
        slugEn: 'knife-skills',
        slugFr: 'maniement-du-couteau',
      })
      .returning({ id: offerAttributes.id });
    expect(next?.id).toBeGreaterThan(41);
  });
});
