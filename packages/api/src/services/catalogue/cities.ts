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

/** A city with its centre, for distance searches (the built-in gazetteer's places). */
interface CityRow extends CityOption {
  lat: number;
  lng: number;
}

const allCities = dictionary(async (db: Database): Promise<CityRow[]> => {
  const rows = await db
    .select({
      id: cities.id,
      slug: cities.slug,
      label: cities.label,
      position: cities.shortListPosition,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities)
    .orderBy(sql`${cities.shortListPosition} ASC NULLS LAST`, asc(cities.label));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    label: r.label,
    short: r.position !== null,
    lat: r.lat,
    lng: r.lng,
  }));
});

/** Every city, the short list first in its own order, then the rest alphabetically (from memory). */
export async function listCities(db: Database): Promise<CityOption[]> {
  return (await allCities.get(db)).map(({ id, slug, label, short }) => ({
    id,
    slug,
    label,
    short,
  }));
}

/** The centre of a city named by slug, or null when there is none (from memory). */
export async function cityPoint(
  db: Database,
  slug: string,
): Promise<{ lat: number; lng: number } | null> {
  const city = (await allCities.get(db)).find((c) => c.slug === slug);
  return city ? { lat: city.lat, lng: city.lng } : null;
}

const cityIndexes = new WeakMap<CityRow[], Map<number | string, number>>();

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
