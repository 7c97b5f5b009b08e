import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import type { MixIds } from './query-mix';

/** The catalogue ids the query mix draws from (the same in every benchmark run). */
export async function mixIds(handle: DatabaseHandle): Promise<MixIds> {
  const cities = await queryRows<{ id: number; slug: string; lat: number; lng: number }>(
    handle.db,
    sql`SELECT id, slug, lat, lng FROM cities ORDER BY id`,
  );
  const specs = await queryRows<{ id: number; board: string }>(
    handle.db,
    sql`SELECT id, board FROM offer_attributes WHERE type = 'specialization' ORDER BY id`,
  );
  const specializationIds: Record<string, number[]> = {};
  for (const s of specs) (specializationIds[s.board] ??= []).push(s.id);
  return {
    cityIds: cities.map((c) => c.id),
    cityPoints: Object.fromEntries(
      cities.map((c) => [c.slug, { lat: Number(c.lat), lng: Number(c.lng) }]),
    ),
    specializationIds,
    scheduleIds: [36, 37, 38, 39, 40, 41],
  };
}
