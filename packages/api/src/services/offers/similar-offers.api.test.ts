import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@jobboard/db/query';
import type { OfferDto } from '../../contracts/offers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const H = '/api/jobboard/hospitality';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface LiveRow {
  offer_id: number;
  lat: number;
  lng: number;
  cook: boolean;
}

function km(a: LiveRow, b: LiveRow): number {
  const lng = (b.lng - a.lng) * Math.cos((a.lat * Math.PI) / 180);
  return 111.2 * Math.hypot(b.lat - a.lat, lng);
}

describe('similar offers on the demo seed', () => {
  it('a cook offer brings cooks before anything else, the nearby ones before the far ones', async () => {
    const live = await queryRows<LiveRow>(
      t.handle.db,
      sql`SELECT s.offer_id, s.lat, s.lng,
            s.attribute_ids && ARRAY(SELECT id FROM offer_attributes
              WHERE type = 'specialization' AND label_fr = 'Cuisinier') AS cook
          FROM offer_search s
          WHERE s.board = 'hospitality' AND s.published_at <= now() AND s.expires_at > now()`,
    );
    const cooks = live.filter((r) => r.cook);
    // The seed must hold enough cooks, near and far, for the order to mean something.
    expect(cooks.length).toBeGreaterThanOrEqual(7);
    const byId = new Map(live.map((r) => [r.offer_id, r]));
    let nearAndFar = 0;
    for (const source of cooks) {
      const { status, body } = await t.getJson<{ data: OfferDto[] }>(
        `${H}/similar-offers/${source.offer_id}`,
      );
      expect(status).toBe(200);
      const shown = body.data.map((o) => byId.get(o.id));
      expect(shown).toHaveLength(6);
      // Seven or more other cooks exist: the six shown are all cooks.
      expect(shown.every((r) => r?.cook)).toBe(true);
      const distances = shown.map((r) => km(source, r!));
      const lastNear = distances.findLastIndex((d) => d < 10);
      const firstFar = distances.findIndex((d) => d > 50);
      if (lastNear >= 0 && firstFar >= 0) {
        nearAndFar += 1;
        expect(lastNear, `offer ${source.offer_id}: ${distances.join(', ')}`).toBeLessThan(
          firstFar,
        );
      }
    }
    expect(nearAndFar).toBeGreaterThan(0);
  });
});
