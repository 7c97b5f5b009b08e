import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

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
