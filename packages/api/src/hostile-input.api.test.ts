import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, signUp, signupBody } from './testing/accounts';
import { createTestApp, type TestApp } from './testing/test-app';

// Issue 20: input a hostile client sends answers 4xx, never 500; a lost database answers 503.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = {
  name: 'a\u0000b',
  email: 'marie@example.com',
  message: 'Bonjour, un message assez long.',
};

describe('control characters', () => {
  it('refuses NUL in the contact name with 422 on that field, in the request language', async () => {
    const res = await call(t, 'POST', '/api/jobboard/hospitality/contact', contact, { lg: 'fr' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Les données fournies sont invalides.',
      errors: { name: ['Ce champ contient des caractères non permis (caractères de contrôle).'] },
    });
  });

  it('refuses other C0/C1 controls and lone surrogates, keeps tabs and line breaks', async () => {
    for (const bad of ['a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\ud800b']) {
      const res = await call(t, 'POST', '/api/jobboard/hospitality/contact', {
        ...contact,
        name: 'Marie',
        message: `Bonjour ${bad}, un message assez long.`,
      });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(((await res.json()) as { errors: object }).errors).toHaveProperty('message');
    }
    const ok = await call(t, 'POST', '/api/jobboard/hospitality/contact', {
      ...contact,
      name: 'Marie',
      message: 'Bonjour,\r\n\tun message sur deux lignes.',
    });
    expect(ok.status).toBe(201);
  });

  it('refuses NUL in sign-up names (both kinds) and in the employer profile', async () => {
    for (const kind of ['jobboard', 'ats']) {
      const res = await call(t, 'POST', `/api/${kind}/signup`, {
        ...signupBody(`nul-${kind}@example.com`),
        first_name: 'Ma\u0000rie',
      });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { errors: object }).errors).toHaveProperty('first_name');
    }
    const cookie = await signUp(t, 'ats', 'employer-nul@example.com');
    const res = await call(
      t,
      'PUT',
      '/api/ats/profile',
      { first_name: 'Jean', last_name: 'R\u0000oy', phone_number: '', language: 'fr' },
      { cookie },
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: object }).errors).toHaveProperty('last_name');
  });

  it('never answers 5xx to NUL in a query string (the text query drops it when it folds)', async () => {
    const res = await call(t, 'GET', '/api/jobboard/hospitality/offers?q=a%00b');
    expect(res.status).toBeLessThan(500);
  });
});

describe('malformed requests', () => {
  it('answers a malformed percent escape in a path with a 4xx, not 500', async () => {
    const res = await t.request('/api/jobboard/hospitality/offers/%ff%fe');
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('answers 405 with Allow to a method a route does not take', async () => {
    const res = await call(t, 'DELETE', '/api/jobboard/hospitality/contact');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('OPTIONS, POST');
    const trace = await t.request('/api/health', { method: 'PATCH' });
    expect(trace.status).toBe(405);
    expect(trace.headers.get('allow')).toContain('GET');
    expect((await t.request('/api/no-such-route', { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a JSON body over the limit from Content-Length and from a chunked stream', async () => {
    const big = JSON.stringify({ ...contact, message: 'x'.repeat(2_000_000) });
    const declared = await call(t, 'POST', '/api/jobboard/user/skills', big);
    expect(declared.status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 200; i += 1) controller.enqueue(new Uint8Array(10_000).fill(32));
        controller.close();
      },
    });
    const chunked = await t.request('/api/ats/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });
});

describe('per-address limits', () => {
  it('count an IPv6 client by its /64, so rotating addresses does not get around them', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i += 1) {
      const res = await call(
        t,
        'POST',
        '/api/jobboard/hospitality/contact',
        { ...contact, name: 'Marie' },
        { ip: `2001:db8:aa:bb:${i.toString(16)}::${i}` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const neighbour = await call(
      t,
      'POST',
      '/api/jobboard/hospitality/contact',
      { ...contact, name: 'Marie' },
      { ip: '2001:db8:aa:bc::1' },
    );
    expect(neighbour.status).toBe(201);
  });
});

describe('a database that goes away', () => {
  it('answers 503 with Retry-After, not 500', async () => {
    const other = await createTestApp();
    if (other.handle.driver === 'pg') {
      // Every backend of this throwaway database is killed, as an operator or a failover would.
      await other.handle.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
    }
    await other.handle.close();
    const res = await other.request('/api/jobboard/hospitality/offers?lg=en');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
  });
});
