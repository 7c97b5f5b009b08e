import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards } from '@jobboard/tenants/registry';
import {
  DEMO_CANDIDATE_EMAIL,
  DEMO_PASSWORD,
  demoEmployers,
  demoPartnerEmployer,
} from '../../services/auth/demo-account-list';
import { seedDemoAccounts } from '../../services/auth/demo-accounts';
import { call, sessionCookie } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keys = boards.map((b) => b.key);

async function logIn(kind: 'jobboard' | 'ats', email: string, host = 'hospitality.localhost') {
  const res = await call(
    t,
    'POST',
    `/api/${kind}/auth/login`,
    { email, password: DEMO_PASSWORD },
    { host },
  );
  expect(res.status, `${kind} login ${email} on ${host}`).toBe(200);
  return sessionCookie(res);
}

describe('demo accounts', () => {
  it('creates one team of employers, each with exactly its permissions, once', async () => {
    expect((await seedDemoAccounts(t.handle.db, keys)).created).toBe(
      demoEmployers.length + 1 + keys.length,
    );
    expect((await seedDemoAccounts(t.handle.db, keys)).created).toBe(0);

    const teamsSeen = new Set<number>();
    for (const employer of demoEmployers) {
      const cookie = await logIn('ats', employer.email);
      const me = await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie });
      const { data } = (await me.json()) as {
        data: {
          guard: string;
          email_verified: boolean;
          permissions: { name: string }[];
          team: { id: number };
        };
      };
      expect(data.guard).toBe('ats');
      expect(data.email_verified).toBe(true);
      expect(data.permissions.map((p) => p.name).sort()).toEqual([...employer.permissions].sort());
      teamsSeen.add(data.team.id);
    }
    expect(teamsSeen.size).toBe(1);
  });

  it('puts the partner employer in a team of its own that may publish on every board', async () => {
    const cookie = await logIn('ats', demoPartnerEmployer.email);
    const me = await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie });
    const { data } = (await me.json()) as {
      data: { team: { id: number; can_publish_on_partner_or_our_network: boolean } };
    };
    expect(data.team.can_publish_on_partner_or_our_network).toBe(true);
    const demo = await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, {
      cookie: await logIn('ats', demoEmployers[0]!.email),
    });
    const other = ((await demo.json()) as { data: { team: { id: number } } }).data.team;
    expect(other.id).not.toBe(data.team.id);
  });

  it('gives every board its own confirmed candidate', async () => {
    for (const board of boards) {
      const host = `${board.key}.localhost`;
      const cookie = await logIn('jobboard', DEMO_CANDIDATE_EMAIL, host);
      const me = await call(t, 'GET', `/api/jobboard/${board.key}/me`, undefined, { cookie, host });
      expect(me.status).toBe(200);
    }
  });
});
