import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API error skeleton', () => {
  it('answers an unknown /api path with a JSON 404 in the request language', async () => {
    const fr = await t.request('/api/no/such/route', { headers: { 'accept-language': 'fr-CA' } });
    expect(fr.status).toBe(404);
    expect(fr.headers.get('content-type')).toContain('application/json');
    expect(await fr.json()).toEqual({ message: "Cette route de l'API n'existe pas." });

    const en = await t.request('/api/no/such/route?lg=en');
    expect(await en.json()).toEqual({ message: 'This API route does not exist.' });
  });

  it("answers in the board's default language when the request names none", async () => {
    const careers = await t.request('/api/no/such/route', { host: 'careers.localhost' });
    expect(await careers.json()).toEqual({ message: 'This API route does not exist.' });
    const hospitality = await t.request('/api/no/such/route');
    expect(await hospitality.json()).toEqual({ message: "Cette route de l'API n'existe pas." });
    const asked = await t.request('/api/no/such/route', {
      host: 'careers.localhost',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(await asked.json()).toEqual({ message: "Cette route de l'API n'existe pas." });
  });

  it('serves an OpenAPI document that lists the health route', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('documents the candidate profile endpoints', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const expected: [string, string[]][] = [
      ['/api/jobboard/{board}/user/info', ['post']],
      ['/api/jobboard/{board}/user/places', ['get']],
      ['/api/jobboard/{board}/user/documents', ['get', 'post']],
      ['/api/jobboard/{board}/user/documents/{id}', ['put', 'delete']],
      ['/api/jobboard/{board}/user/documents/{id}/file', ['get']],
      ['/api/jobboard/user/skills', ['get', 'post']],
      ['/api/jobboard/user/skills/{id}', ['get', 'put', 'delete']],
      ['/api/jobboard/{board}/user/specializations', ['get', 'post']],
      ['/api/jobboard/{board}/user/saved-offers/{offerId}', ['put', 'delete']],
      ['/api/users/get', ['get']],
      ['/api/users/updateOffersArray', ['put']],
      ['/api/attributs/{list}', ['get']],
      ['/api/jobboard/{board}/user/data-export', ['get']],
      ['/api/jobboard/{board}/user/account', ['delete']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual(methods.sort());
    }
  });
});
