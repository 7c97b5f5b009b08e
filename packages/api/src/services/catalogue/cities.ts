import { asc, sql } from 'drizzle-orm';
import { cities } from '@jobboard/db/schema/places';
import type { Database } from '@jobboard/db/client';
import { dictionary } from './dictionary';

export interface CityOption {
  id: number;
  slug: string;
  label: string;
  /** True for the spec's short list of 10, which comes first in that order. */
  short: boolean;
}

const allCities = dictionary(async (db: Database): Promise<CityOption[]> => {
  const rows = await db
    .select({
      id: cities.id,
      slug: cities.slug,
      label: cities.label,
      position: cities.shortListPosition,
    })
    .from(cities)
    .orderBy(sql`${cities.shortListPosition} ASC NULLS LAST`, asc(cities.label));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    label: r.label,
    short: r.position !== null,
  }));
});

/**
 * Every city offers are located in (the Quebec catalogue), the short list first in its own order,
 * then the rest alphabetically (from memory). A distance search's places are the gazetteer's
 * (canada-places.ts), which holds each of these cities too.
 */
export async function listCities(db: Database): Promise<CityOption[]> {
  return allCities.get(db);
}

const cityIndexes = new WeakMap<CityOption[], Map<number | string, number>>();

/** City ids by id and by slug, from the same dictionary (for filter checks). */
export async function cityIdIndex(db: Database): Promise<Map<number | string, number>> {
  const all = await allCities.get(db);
  let index = cityIndexes.get(all);
  if (!index) {
    index = new Map();
    for (const city of all) {
      index.set(city.id, city.id);
      index.set(city.slug, city.id);
    }
    cityIndexes.set(all, index);
  }
  return index;
}
