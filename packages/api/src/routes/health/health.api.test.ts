import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@jobboard/db/client';
import { migrateDatabase } from '@jobboard/db/migrate';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import { createApp } from '../../app';
import { CLIENT_ADDRESS_HEADER } from '../../http/client-address';
import { createTestApp, runtimeOn, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers after a real database round trip, naming the driver under test', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      driver: process.env.TEST_DB_DRIVER === 'pg' ? 'pg' : 'pglite',
      db: 'ok',
    });
  });

  it('reports a 503 with Retry-After and a safe JSON message when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.close();
    const res = await broken.request('/api/health', { headers: { 'accept-language': 'en' } });
    // A lost database is a moment's unavailability, not our error (issue 20).
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe('The service is briefly unavailable. Please try again in a moment.');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER !== 'pg')('a burst on the embedded database', () => {
  it('queues searches up to its bound, refuses the rest with a translated 503, and health never waits', async () => {
    // A queue of 4: a burst of 30 different searches (the cache cannot share them) overflows it.
    const handle = await openDatabase({ driver: 'pglite', queueMax: 4 });
    await migrateDatabase(handle);
    await seedReferenceData(handle.db);
    const app = createApp(runtimeOn(t, handle));
    const get = (path: string) =>
      Promise.resolve(
        app.request(`http://hospitality.localhost${path}`, {
          headers: {
            host: 'hospitality.localhost',
            'accept-language': 'en',
            [CLIENT_ADDRESS_HEADER]: '192.0.2.9',
          },
        }),
      );
    try {
      let answered = 0;
      const searches = Array.from({ length: 30 }, (_, i) =>
        get(`/api/jobboard/hospitality/offers?title=burst${i}`).then((res) => {
          if (res.status === 200) answered += 1;
          return res;
        }),
      );
      const health = await get('/api/health');
      expect(health.status).toBe(200);
      const answeredBeforeHealth = answered;
      const answers = await Promise.all(searches);
      const statuses = answers.map((res) => res.status);
      // Health jumped the queue: most accepted searches were still waiting when it answered.
      expect(answeredBeforeHealth).toBeLessThan(statuses.filter((s) => s === 200).length);
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      const refused = answers.find((res) => res.status === 503)!;
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.json()).toEqual({
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
      // Once the burst has drained, the same search is answered.
      expect((await get('/api/jobboard/hospitality/offers?title=burst0')).status).toBe(200);
    } finally {
      await handle.close();
    }
  });
});
