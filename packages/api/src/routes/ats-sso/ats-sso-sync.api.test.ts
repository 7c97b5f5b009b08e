import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { ssoTokens } from '@jobboard/db/schema/hiring';
import { offerSearch } from '@jobboard/db/schema/search';
import { offers } from '@jobboard/db/schema/offers';
import { readApiEnv } from '../../env';
import { httpSync } from '../../services/sync/http-sync';
import { call, signUp } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SECRET = 'a-shared-secret-of-the-ats-app-0123456789';
let t: TestApp;
/** When set, the app's clock stands still at this instant (ms since the epoch). */
let frozen: number | null = null;
let server: Server;
let port = 0;
let boss: string;
let candidate: string;
let teamId = 0;
let bossId = 0;

/** The applicant-tracking app's side: a real HTTP client on a real socket (Host set as sent). */
function redeem(
  body: unknown,
  o: { secret?: string | null; host?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    host: o.host ?? 'hospitality.localhost',
  };
  if (o.secret !== null) headers.authorization = `Bearer ${o.secret ?? SECRET}`;
  return new Promise((resolve, reject) => {
    const req = request(
      { port, host: '127.0.0.1', method: 'POST', path: '/api/ats/auth/sso-tokens/redeem', headers },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as Record<string, unknown>,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function issue(cookie = boss, query = '') {
  const res = await call(t, 'GET', `/api/ats/auth/sso-tokens${query}`, undefined, {
    cookie,
    lg: 'fr',
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { selector: string; token: string; url: string; expires_at: string };
}

beforeAll(async () => {
  t = await createTestApp({
    env: readApiEnv({ ATS_SSO_SECRET: SECRET }),
    now: () => new Date(frozen ?? Date.now()),
  });
  const listener = getRequestListener(t.app.fetch, { overrideGlobalObjects: false });
  server = createServer((req: IncomingMessage, res) => {
    req.headers['x-jobboard-client-address'] = '198.51.100.9';
    void listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  boss = await signUp(t, 'ats', 'boss@example.com');
  const [row] = await t.handle.db.select().from(users).where(eq(users.email, 'boss@example.com'));
  teamId = row?.teamId ?? 0;
  bossId = row?.id ?? 0;
  candidate = await signUp(t, 'jobboard', 'cand@example.com');
}, 240_000);
afterAll(async () => {
  server.close();
  await t.close();
});

describe('GET /api/ats/auth/sso-tokens', () => {
  it('issues a selector and token for employers only, storing the hash', async () => {
    expect((await call(t, 'GET', '/api/ats/auth/sso-tokens')).status).toBe(401);
    expect(
      (await call(t, 'GET', '/api/ats/auth/sso-tokens', undefined, { cookie: candidate })).status,
    ).toBe(403);
    const issued = await issue(boss, '?redirect=%2Fjobs%2F12');
    expect(issued.url).toBe(
      `https://ats.emplois-hotellerie.example/sso/${issued.selector}/${issued.token}?lg=fr&redirect=%2Fjobs%2F12`,
    );
    const [row] = await t.handle.db
      .select()
      .from(ssoTokens)
      .where(eq(ssoTokens.selector, issued.selector));
    expect(row).toMatchObject({ userId: bossId, teamId, board: 'hospitality', usedAt: null });
    expect(row?.tokenHash).not.toContain(issued.token);
    expect(new Date(issued.expires_at).getTime() - (row?.createdAt.getTime() ?? 0)).toBe(60_000);
    const bad = await call(
      t,
      'GET',
      '/api/ats/auth/sso-tokens?redirect=https%3A%2F%2Fevil.example',
      undefined,
      { cookie: boss },
    );
    expect(bad.status).toBe(422);
  });
});

describe('POST /api/ats/auth/sso-tokens/redeem (the ATS side)', () => {
  it('answers the employer once, with the right secret only', async () => {
    const { selector, token } = await issue();
    expect((await redeem({ selector, token }, { secret: null })).status).toBe(401);
    expect((await redeem({ selector, token }, { secret: 'wrong' })).status).toBe(401);
    const ok = await redeem({ selector, token });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({
      user: {
        id: bossId,
        email: 'boss@example.com',
        first_name: 'Marie',
        last_name: 'Tremblay',
        language: 'en',
      },
      team: { id: teamId, name: expect.any(String) },
      permissions: [
        'manage_billing',
        'manage_candidates',
        'manage_companies',
        'manage_offers',
        'manage_team',
      ],
      board: 'hospitality',
    });
    expect((await redeem({ selector, token })).status).toBe(400);
  });

  it('refuses a tampered token, another board and an expired one', async () => {
    const a = await issue();
    expect((await redeem({ selector: a.selector, token: `${a.token.slice(0, -1)}x` })).status).toBe(
      400,
    );
    expect(
      (await redeem({ selector: a.selector, token: a.token }, { host: 'careers.localhost' }))
        .status,
    ).toBe(400);
    expect((await redeem({ selector: 'unknown', token: a.token })).status).toBe(400);
    expect((await redeem({})).status).toBe(422);
    // Still good after all that: refusals do not use it up.
    expect((await redeem({ selector: a.selector, token: a.token })).status).toBe(200);
    // Good for 60 seconds, not one more (a stopped clock: a loaded machine takes seconds).
    const issuedAt = Date.now();
    frozen = issuedAt;
    try {
      const b = await issue();
      const c = await issue();
      frozen = issuedAt + 59_000;
      expect((await redeem({ selector: c.selector, token: c.token })).status).toBe(200);
      frozen = issuedAt + 60_000;
      expect((await redeem({ selector: b.selector, token: b.token })).status).toBe(400);
      frozen = issuedAt + 61_000;
      expect((await redeem({ selector: b.selector, token: b.token })).status).toBe(400);
      // The refusals answered nothing and marked nothing.
      const [expired] = await t.handle.db
        .select()
        .from(ssoTokens)
        .where(eq(ssoTokens.selector, b.selector));
      expect(expired?.usedAt).toBeNull();
    } finally {
      frozen = null;
    }
  });

  it('lets exactly one of two simultaneous redemptions through', async () => {
    const { selector, token } = await issue();
    const results = await Promise.all([redeem({ selector, token }), redeem({ selector, token })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('is closed when no secret is configured', async () => {
    const closed = await createTestApp();
    try {
      const res = await closed.request('/api/ats/auth/sso-tokens/redeem', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' },
        body: '{}',
      });
      expect(res.status).toBe(401);
    } finally {
      await closed.close();
    }
  }, 120_000);
});

describe('POST /api/sync/*', () => {
  it('refuses visitors and candidates, and reconciles the team offers in the embedded adapter', async () => {
    for (const kind of ['profile', 'enterprises', 'offers']) {
      expect((await call(t, 'POST', `/api/sync/${kind}`)).status).toBe(401);
      expect(
        (await call(t, 'POST', `/api/sync/${kind}`, undefined, { cookie: candidate })).status,
      ).toBe(403);
    }
    const db = t.handle.db;
    const company = await insertFixtureCompany(db, { nameFr: 'Bistro', nameEn: 'Bistro' });
    const offerId = await insertFixtureOffer(db, {
      companyId: company,
      contents: [{ language: 'fr', title: 'Chef' }],
      boards: ['hospitality'],
    });
    await db.update(offers).set({ teamId }).where(eq(offers.id, offerId));
    // Out of step: the read model lost the offer.
    await db.delete(offerSearch).where(eq(offerSearch.offerId, offerId));
    const sync = async (kind: string) => {
      const res = await call(t, 'POST', `/api/sync/${kind}`, undefined, { cookie: boss });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Record<string, unknown> }).data;
    };
    expect(await sync('profile')).toEqual({
      kind: 'profile',
      adapter: 'embedded',
      checked: 1,
      repaired: 0,
    });
    expect(await sync('enterprises')).toMatchObject({ kind: 'enterprises', checked: 0 });
    expect(await sync('offers')).toEqual({
      kind: 'offers',
      adapter: 'embedded',
      checked: 1,
      repaired: 1,
    });
    expect(
      await db.select().from(offerSearch).where(eq(offerSearch.offerId, offerId)),
    ).toHaveLength(1);
    expect(await sync('offers')).toMatchObject({ repaired: 0 });
    // A draft left in the read model is taken out.
    await db.update(offers).set({ status: 'draft' }).where(eq(offers.id, offerId));
    expect(await sync('offers')).toMatchObject({ repaired: 1 });
    expect(
      await db.select().from(offerSearch).where(eq(offerSearch.offerId, offerId)),
    ).toHaveLength(0);
  });

  it('asks the applicant-tracking app over HTTP with the secret, and fails softly', async () => {
    const seen: { path: string; auth: string | undefined; body: string }[] = [];
    const ats = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', auth: req.headers.authorization, body });
        if (req.url === '/api/sync/offers') {
          res.writeHead(500).end();
          return;
        }
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"checked":3,"repaired":1}');
      });
    });
    await new Promise<void>((resolve) => ats.listen(0, '127.0.0.1', resolve));
    const atsPort = (ats.address() as AddressInfo).port;
    const adapter = httpSync({ url: `http://127.0.0.1:${atsPort}/api`, secret: 's3cret' });
    const scope = { userId: bossId, teamId, board: 'hospitality' };
    try {
      expect(await adapter.sync(t.handle.db, 'profile', scope)).toEqual({
        kind: 'profile',
        checked: 3,
        repaired: 1,
      });
      await expect(adapter.sync(t.handle.db, 'offers', scope)).rejects.toMatchObject({
        code: 'unavailable',
      });
      expect(seen[0]).toEqual({
        path: '/api/sync/profile',
        auth: 'Bearer s3cret',
        body: JSON.stringify({ user_id: bossId, team_id: teamId, board: 'hospitality' }),
      });
    } finally {
      ats.close();
    }
  });
});
