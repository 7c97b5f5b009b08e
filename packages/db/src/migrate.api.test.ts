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
  // From an empty database: the other files start from the migrated template.
  handle = await createTestDatabase({ fromScratch: true });
});
afterAll(() => handle.close());

/** The database package does not know Quebec's rate table: a floor of its own will do here. */
const minimumWage = () => ({ general: 16.6, tipped: 13.3 });

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
    const res = await queryRows<{ hit: boolean }>(
      handle.db,
      sql`SELECT to_tsvector('fr_unaccent', 'Café du Plongeur') @@ plainto_tsquery('fr_unaccent', 'cafe plongeur') AS hit`,
    );
    expect(res[0]?.hit).toBe(true);
  });

  it('seeds the fixed schedule attributes once, then leaves the data alone', async () => {
    expect(await seedDatabase(handle.db, { minimumWage })).toEqual({ seeded: true });
    expect(await seedDatabase(handle.db, { minimumWage })).toEqual({ seeded: false });
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

describe('demo seed', () => {
  it('writes realistic bilingual data for both boards', async () => {
    // The previous describe block seeded this database.
    const [counts] = await queryRows<Record<string, number>>(
      handle.db,
      sql`SELECT
        (SELECT count(*)::int FROM cities) AS cities,
        (SELECT count(*)::int FROM cities WHERE short_list_position IS NOT NULL) AS short_list,
        (SELECT count(*)::int FROM companies) AS companies,
        (SELECT count(*)::int FROM companies WHERE name_en IS NULL) AS french_only_companies,
        (SELECT count(*)::int FROM offers) AS offers,
        (SELECT count(*)::int FROM offers WHERE is_confidential) AS confidential,
        (SELECT count(DISTINCT offer_id)::int FROM offer_contents c WHERE language = 'fr'
           AND NOT EXISTS (SELECT 1 FROM offer_contents e WHERE e.offer_id = c.offer_id AND e.language = 'en')) AS french_only_offers,
        (SELECT count(DISTINCT offer_id)::int FROM offer_contents c WHERE language = 'en'
           AND NOT EXISTS (SELECT 1 FROM offer_contents f WHERE f.offer_id = c.offer_id AND f.language = 'fr')) AS english_only_offers,
        (SELECT count(*)::int FROM offers WHERE primary_language = 'en') AS english_first_offers,
        (SELECT count(*)::int FROM offer_search WHERE board = 'careers') AS careers_rows,
        (SELECT count(*)::int FROM (SELECT offer_id FROM offer_publications GROUP BY offer_id HAVING count(*) = 2) t) AS on_both,
        (SELECT count(*)::int FROM noc_job_titles) AS noc`,
    );
    expect(counts).toMatchObject({ cities: 49, short_list: 10, noc: 40 });
    expect(counts?.companies).toBeGreaterThanOrEqual(30);
    expect(counts?.french_only_companies).toBeGreaterThan(0);
    expect(counts?.offers).toBeGreaterThanOrEqual(300);
    expect(counts?.confidential).toBeGreaterThan(0);
    expect(counts?.french_only_offers).toBeGreaterThan(0);
    // Every offer has its French version, as publishing requires; some were written in English
    // first.
    expect(counts?.english_only_offers).toBe(0);
    expect(counts?.english_first_offers).toBeGreaterThan(0);
    expect(counts?.careers_rows).toBeGreaterThan(50);
    // Each board's demo offers follow its field: no hospitality offer on careers.
    expect(counts?.on_both).toBe(0);
    const shortList = await queryRows<{ label: string }>(
      handle.db,
      sql`SELECT label FROM cities WHERE short_list_position IS NOT NULL ORDER BY short_list_position`,
    );
    expect(shortList.map((c) => c.label)).toEqual([
      'Montréal',
      'Laval',
      'Gatineau',
      'Longueuil',
      'Sherbrooke',
      'Saguenay',
      'Lévis',
      'Trois-Rivières',
      'Terrebonne',
      'Saint-Jean-sur-Richelieu',
    ]);
  });
});
