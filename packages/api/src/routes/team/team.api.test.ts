import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamInvitations, users } from '@jobboard/db/schema/accounts';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { call, sessionCookie, signUp, strongPassword } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let alice: string; // created the team: every permission
let bob: string; // another team's creator
let aliceId: number;

interface Member {
  id: number;
  email: string;
  permissions: string[];
  is_me: boolean;
}
interface Invitation {
  id: number;
  email: string;
  permissions: string[];
}

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function invite(
  cookie: string,
  email: string,
  permissions: string[] = ['manage_offers'],
  locale: 'fr' | 'en' = 'fr',
) {
  const res = await call(
    t,
    'POST',
    '/api/ats/team/invitations',
    { email, permissions, locale },
    {
      cookie,
    },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await body<{ data: Invitation }>(res)).data;
}

/** The token of the newest invitation mail to an address: what the invitee clicks. */
async function mailedToken(to: string): Promise<string> {
  const [row] = await t.handle.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.template, 'team-invitation')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`no invitation mail to ${to}`);
  return (row.payload as { token: string }).token;
}

const preview = (token: string) => call(t, 'GET', `/api/ats/team/invitations/by-token/${token}`);

const register = (token: string, over: Record<string, unknown> = {}) =>
  call(t, 'POST', '/api/ats/team/invitations/accept', {
    token,
    first_name: 'Carole',
    last_name: 'Dion',
    password: strongPassword,
    password_confirmation: strongPassword,
    ...over,
  });

async function members(cookie: string): Promise<Member[]> {
  const res = await call(t, 'GET', '/api/ats/team/members', undefined, { cookie });
  expect(res.status).toBe(200);
  return (await body<{ data: Member[] }>(res)).data;
}

async function login(email: string): Promise<string> {
  const res = await call(t, 'POST', '/api/ats/auth/login', { email, password: strongPassword });
  expect(res.status).toBe(200);
  return sessionCookie(res)!;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, 'ats', 'alice@resto.example');
  bob = await signUp(t, 'ats', 'bob@other.example');
  const [row] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'alice@resto.example'));
  aliceId = row!.id;
});
afterAll(() => t.close());

describe('team members and invitations', () => {
  let carol: string;
  let carolId: number;

  it('gives the team’s creator every permission, manage_team and manage_billing included', async () => {
    const list = await members(alice);
    expect(list).toEqual([
      expect.objectContaining({
        id: aliceId,
        email: 'alice@resto.example',
        is_me: true,
        permissions: [
          'manage_companies',
          'manage_offers',
          'manage_candidates',
          'manage_team',
          'manage_billing',
        ],
      }),
    ]);
  });

  it('invites by mail in the chosen language, storing only the token’s hash', async () => {
    const sent = await invite(alice, 'Carol@Resto.example', ['manage_offers'], 'fr');
    expect(sent).toMatchObject({ email: 'carol@resto.example', permissions: ['manage_offers'] });
    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'team-invitation'));
    expect(mail).toMatchObject({
      recipient: 'carol@resto.example',
      locale: 'fr',
      board: 'hospitality',
    });
    const token = await mailedToken('carol@resto.example');
    const rows = await t.handle.db.select().from(teamInvitations);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    const pending = await call(t, 'GET', '/api/ats/team/invitations', undefined, { cookie: alice });
    expect((await body<{ data: Invitation[] }>(pending)).data.map((i) => i.id)).toEqual([sent.id]);

    const shown = await preview(token);
    expect(shown.status).toBe(200);
    expect((await body<{ data: object }>(shown)).data).toMatchObject({
      email: 'carol@resto.example',
      inviter_name: 'Marie Tremblay',
      permissions: ['manage_offers'],
      account_exists: false,
    });
  });

  it('refuses an invalid invitation with field errors', async () => {
    const res = await call(
      t,
      'POST',
      '/api/ats/team/invitations',
      { email: 'nope', permissions: ['root'], locale: 'de' },
      { cookie: alice },
    );
    expect(res.status).toBe(422);
    const errors = (await body<{ errors: Record<string, string[]> }>(res)).errors;
    expect(Object.keys(errors).sort()).toEqual(['email', 'locale', 'permissions']);
  });

  it('accepts once with a new account, signed in with the invited permissions', async () => {
    const token = await mailedToken('carol@resto.example');
    const res = await register(token);
    expect(res.status, await res.clone().text()).toBe(200);
    carol = sessionCookie(res)!;
    expect(carol).toBeDefined();
    const list = await members(alice);
    const row = list.find((m) => m.email === 'carol@resto.example');
    expect(row?.permissions).toEqual(['manage_offers']);
    carolId = row!.id;
    // Single use: the same link, again, is gone.
    expect((await register(token, { first_name: 'Autre' })).status).toBe(410);
    expect((await preview(token)).status).toBe(410);
    const pending = await call(t, 'GET', '/api/ats/team/invitations', undefined, { cookie: alice });
    expect((await body<{ data: Invitation[] }>(pending)).data).toEqual([]);
  });

  it('answers 404 for a token no invitation has', async () => {
    expect((await preview('A'.repeat(43))).status).toBe(404);
    expect((await register('A'.repeat(43))).status).toBe(404);
  });

  it('refuses every team route to a member without manage_team (403)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/ats/team/members'],
      ['GET', '/api/ats/team/invitations'],
      [
        'POST',
        '/api/ats/team/invitations',
        { email: 'x@y.example', permissions: [], locale: 'en' },
      ],
      ['PATCH', `/api/ats/team/members/${aliceId}`, { permissions: [] }],
      ['DELETE', `/api/ats/team/members/${aliceId}`],
    ];
    for (const [method, path, data] of calls) {
      const res = await call(t, method, path, data, { cookie: carol });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await members(alice)).toHaveLength(2);
  });

  it('refuses expired invitations (410) and leaves them out of the pending list', async () => {
    const sent = await invite(alice, 'dave@resto.example');
    const token = await mailedToken('dave@resto.example');
    await t.handle.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, sent.id));
    expect((await preview(token)).status).toBe(410);
    expect((await register(token)).status).toBe(410);
    const pending = await call(t, 'GET', '/api/ats/team/invitations', undefined, { cookie: alice });
    expect((await body<{ data: Invitation[] }>(pending)).data).toEqual([]);
  });

  it('revokes an invitation: its link is gone', async () => {
    const sent = await invite(alice, 'erin@resto.example');
    const token = await mailedToken('erin@resto.example');
    const res = await call(t, 'DELETE', `/api/ats/team/invitations/${sent.id}`, undefined, {
      cookie: alice,
    });
    expect(res.status).toBe(200);
    expect((await preview(token)).status).toBe(410);
    expect((await register(token)).status).toBe(410);
    const again = await call(t, 'DELETE', `/api/ats/team/invitations/${sent.id}`, undefined, {
      cookie: alice,
    });
    expect(again.status).toBe(404);
  });

  it('resends with a new link; the old one no longer works', async () => {
    const sent = await invite(alice, 'frank@resto.example', ['manage_candidates'], 'en');
    const first = await mailedToken('frank@resto.example');
    const res = await call(t, 'POST', `/api/ats/team/invitations/${sent.id}/resend`, undefined, {
      cookie: alice,
    });
    expect(res.status).toBe(200);
    const second = await mailedToken('frank@resto.example');
    expect(second).not.toBe(first);
    expect((await preview(first)).status).toBe(404);
    expect((await register(first)).status).toBe(404);
    expect((await preview(second)).status).toBe(200);
  });

  it('answers 404 for another team’s members and invitations', async () => {
    const [pending] = (
      await body<{ data: Invitation[] }>(
        await call(t, 'GET', '/api/ats/team/invitations', undefined, { cookie: alice }),
      )
    ).data;
    const calls: [string, string, unknown?][] = [
      ['PATCH', `/api/ats/team/members/${carolId}`, { permissions: [] }],
      ['PATCH', `/api/ats/team/members/${carolId}`, {}],
      ['DELETE', `/api/ats/team/members/${carolId}`],
      ['POST', `/api/ats/team/invitations/${pending!.id}/resend`],
      ['DELETE', `/api/ats/team/invitations/${pending!.id}`],
    ];
    for (const [method, path, data] of calls) {
      const res = await call(t, method, path, data, { cookie: bob });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await members(alice)).map((m) => m.email)).toContain('carol@resto.example');
    const still = await call(t, 'GET', '/api/ats/team/invitations', undefined, { cookie: alice });
    expect((await body<{ data: Invitation[] }>(still)).data).toHaveLength(1);
  });

  it('keeps one member holding manage_team, on change and on removal (409, translated)', async () => {
    const demote = await call(
      t,
      'PATCH',
      `/api/ats/team/members/${aliceId}`,
      { permissions: ['manage_offers'] },
      { cookie: alice, lg: 'fr' },
    );
    expect(demote.status).toBe(409);
    expect((await body<{ message: string }>(demote)).message).toContain('gérer');
    const leave = await call(t, 'DELETE', `/api/ats/team/members/${aliceId}`, undefined, {
      cookie: alice,
    });
    expect(leave.status).toBe(409);
    expect((await body<{ message: string }>(leave)).message).toContain('manage');
    // Once Carol may manage the team too, Alice may step down.
    const promote = await call(
      t,
      'PATCH',
      `/api/ats/team/members/${carolId}`,
      { permissions: ['manage_team', 'manage_offers'] },
      { cookie: alice },
    );
    expect(promote.status).toBe(200);
    expect((await body<{ data: Member }>(promote)).data.permissions).toEqual([
      'manage_offers',
      'manage_team',
    ]);
    const stepDown = await call(
      t,
      'PATCH',
      `/api/ats/team/members/${aliceId}`,
      { permissions: ['manage_offers'] },
      { cookie: alice },
    );
    expect(stepDown.status).toBe(200);
    // Now Carol is the last manager: she can neither demote nor remove herself.
    const carolLeaves = await call(t, 'DELETE', `/api/ats/team/members/${carolId}`, undefined, {
      cookie: carol,
    });
    expect(carolLeaves.status).toBe(409);
    const carolDemotes = await call(
      t,
      'PATCH',
      `/api/ats/team/members/${carolId}`,
      { permissions: [] },
      { cookie: carol },
    );
    expect(carolDemotes.status).toBe(409);
    // Carol gives manage_team back to Alice.
    const restore = await call(
      t,
      'PATCH',
      `/api/ats/team/members/${aliceId}`,
      { permissions: ['manage_team', 'manage_offers'] },
      { cookie: carol },
    );
    expect(restore.status).toBe(200);
  });

  it('removes a member and ends their sessions', async () => {
    const res = await call(t, 'DELETE', `/api/ats/team/members/${carolId}`, undefined, {
      cookie: alice,
    });
    expect(res.status).toBe(200);
    expect((await members(alice)).map((m) => m.id)).not.toContain(carolId);
    const after = await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, {
      cookie: carol,
    });
    expect(after.status).toBe(401);
  });

  it('joins a signed-in employer with the invited address and no team', async () => {
    await invite(alice, 'carol@resto.example', ['manage_candidates']);
    const token = await mailedToken('carol@resto.example');
    expect(
      (await body<{ data: { account_exists: boolean } }>(await preview(token))).data,
    ).toMatchObject({ account_exists: true });
    // A new account for an address that has one is refused: sign in instead.
    expect((await register(token)).status).toBe(409);
    // Not signed in, no password: sign in first.
    expect((await call(t, 'POST', '/api/ats/team/invitations/accept', { token })).status).toBe(401);
    const cookie = await login('carol@resto.example');
    const res = await call(t, 'POST', '/api/ats/team/invitations/accept', { token }, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    const row = (await members(alice)).find((m) => m.email === 'carol@resto.example');
    expect(row?.permissions).toEqual(['manage_candidates']);
    expect((await preview(token)).status).toBe(410);
  });

  it('refuses the wrong account, and an account that already has a team', async () => {
    await invite(alice, 'gina@resto.example');
    const gina = await mailedToken('gina@resto.example');
    const wrong = await call(
      t,
      'POST',
      '/api/ats/team/invitations/accept',
      { token: gina },
      { cookie: bob },
    );
    expect(wrong.status).toBe(403);
    expect((await body<{ message: string }>(wrong)).message).toContain('gina@resto.example');

    await invite(alice, 'bob@other.example');
    const forBob = await mailedToken('bob@other.example');
    const taken = await call(
      t,
      'POST',
      '/api/ats/team/invitations/accept',
      { token: forBob },
      { cookie: bob },
    );
    expect(taken.status).toBe(409);
    expect((await body<{ message: string }>(taken)).message).toContain('one team');
    // Both invitations are still usable: nothing was consumed.
    expect((await preview(gina)).status).toBe(200);
    expect((await preview(forBob)).status).toBe(200);
    expect((await members(bob)).map((m) => m.email)).toEqual(['bob@other.example']);
  });

  it('refuses to invite a current member', async () => {
    const res = await call(
      t,
      'POST',
      '/api/ats/team/invitations',
      { email: 'carol@resto.example', permissions: [], locale: 'en' },
      { cookie: alice },
    );
    expect(res.status).toBe(409);
  });

  it('lists every team route in the OpenAPI document (the fuzz reads it)', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
    expect(methods('/api/ats/team/members')).toEqual(['get']);
    expect(methods('/api/ats/team/members/{id}')).toEqual(['delete', 'patch']);
    expect(methods('/api/ats/team/invitations')).toEqual(['get', 'post']);
    expect(methods('/api/ats/team/invitations/{id}')).toEqual(['delete']);
    expect(methods('/api/ats/team/invitations/{id}/resend')).toEqual(['post']);
    expect(methods('/api/ats/team/invitations/by-token/{token}')).toEqual(['get']);
    expect(methods('/api/ats/team/invitations/accept')).toEqual(['post']);
  });
});
