import { asc } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { cities } from '@jobboard/db/schema/places';
import { foldPlaceName } from './fold-place-name';
import type { Place, PlaceSearch } from './place-search';

const PREFIX = 'qc-city:';
const LIMIT = 8;

interface CityRow {
  slug: string;
  label: string;
  lat: number;
  lng: number;
  folded: string;
}

function toPlace(row: CityRow): Place {
  return {
    place_id: `${PREFIX}${row.slug}`,
    label: row.label,
    address: `${row.label}, QC, Canada`,
    country: 'CA',
    lat: row.lat,
    lng: row.lng,
  };
}

/**
 * The embedded default: the Quebec cities table (with coordinates) searched in memory. A query
 * matches a city whose folded name starts with it, or one of whose words does.
 */
export function gazetteerPlaceSearch(db: Database): PlaceSearch {
  let loaded: Promise<CityRow[]> | undefined;
  const rows = () =>
    (loaded ??= db
      .select({ slug: cities.slug, label: cities.label, lat: cities.lat, lng: cities.lng })
      .from(cities)
      .orderBy(asc(cities.shortListPosition), asc(cities.label))
      .then((list) => list.map((r) => ({ ...r, folded: foldPlaceName(r.label) })))
      .catch((error: unknown) => {
        loaded = undefined;
        throw error;
      }));
  return {
    async search(query) {
      const q = foldPlaceName(query);
      if (!q) return [];
      const all = await rows();
      const starts = all.filter((r) => r.folded.startsWith(q));
      const words = all.filter(
        (r) => !r.folded.startsWith(q) && r.folded.split(' ').some((w) => w.startsWith(q)),
      );
      return [...starts, ...words].slice(0, LIMIT).map(toPlace);
    },
    async resolve(placeId) {
      if (!placeId.startsWith(PREFIX)) return null;
      const slug = placeId.slice(PREFIX.length);
      const row = (await rows()).find((r) => r.slug === slug);
      return row ? toPlace(row) : null;
    },
  };
}
