import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { apiEndpoints } from './api-endpoints';
import { API_BASE } from './api-paths';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `/jobboard/{board}/offers` as Hono registers it: `/api/jobboard/:board/offers`. */
const honoPath = (endpoint: string) => `${API_BASE}${endpoint.replace(/\{(\w+)\}/g, ':$1')}`;

describe('the API path table', () => {
  it('names only routes the app registers, with their methods', () => {
    const registered = new Set(t.app.routes.map((r) => `${r.method} ${r.path}`));
    const rows = Object.entries(apiEndpoints).flatMap(([endpoint, methods]) =>
      methods.map((method) => `${method} ${honoPath(endpoint)}`),
    );
    // A renamed or removed route (or method) shows up here by name, not as a blank page later.
    expect(rows.filter((row) => !registered.has(row))).toEqual([]);
  });

  it('writes each path as the OpenAPI document does, where the document lists it', async () => {
    const { body } = await t.getJson<{ paths: Record<string, Record<string, unknown>> }>(
      `${API_BASE}/openapi.json`,
    );
    const documented = new Set(Object.keys(body.paths).map((p) => p.replace(/^\/api/, '')));
    const endpoints = Object.keys(apiEndpoints);
    // Most routes are documented; the table's `{param}` spelling must match theirs exactly.
    expect(endpoints.filter((e) => documented.has(e)).length).toBeGreaterThan(endpoints.length / 2);
    const spelledOtherwise = endpoints.filter(
      (e) => !documented.has(e) && [...documented].some((d) => honoPath(d) === honoPath(e)),
    );
    expect(spelledOtherwise).toEqual([]);
  });
});
