import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offers } from '@jobboard/db/schema/offers';
import { boards } from '@jobboard/tenants/registry';
import { createDevMailboxTransport } from '../../adapters/mail/dev-mailbox-transport';
import { readApiEnv } from '../../env';
import { grantPermissions } from '../../services/auth/permissions';
import { hashPassword } from '../../services/auth/password-hash';
import { mailSettings } from '../../services/mail/mail-settings';
import { startOutboxWorker } from '../../services/mail/outbox-worker';
import { messageRateLimit } from '../../services/application-messages/thread';
import { call, sessionCookie, signUp, strongPassword } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { candidateWithApplication } from '../../testing/applicant';

let t: TestApp;
let offerId: number;
let otherOfferId: number;
const cookies: Record<string, string> = {};
const apps: Record<string, number> = {};
// Inside one rate-limit window from start to end, so the limit test counts what it sends.
const clock = new Date('2026-11-28T12:01:00Z');

const teamPath = (app: number, offer = offerId) =>
  `/api/jobboard/hospitality/employer/offer/${offer}/applications/${app}/messages`;
const minePath = (app: number) => `/api/jobboard/hospitality/user/applications/${app}/messages`;

interface Thread {
  messages: {
    id: number;
    from: string;
    mine: boolean;
    author: string | null;
    body: string;
    read_at: string | null;
  }[];
  unread: number;
  read_only: boolean;
}
async function thread(path: string, cookie: string | undefined): Promise<Thread> {
  const res = await call(t, 'GET', path, undefined, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: Thread }).data;
}
async function send(
  path: string,
  cookie: string | undefined,
  body: unknown,
  lg: 'fr' | 'en' = 'en',
) {
  return call(t, 'POST', path, body, { cookie, lg });
}
async function myUnread(who: string): Promise<Record<number, number>> {
  const res = await call(t, 'GET', '/api/jobboard/hospitality/user/applications', undefined, {
    cookie: cookies[who],
  });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { id: number; unread_messages: number }[] };
  return Object.fromEntries(data.map((a) => [a.id, a.unread_messages]));
}
async function teamUnread(): Promise<Record<number, number>> {
  const res = await call(
    t,
    'GET',
    `/api/jobboard/hospitality/employer/offer/${offerId}/applications`,
    undefined,
    { cookie: cookies.boss },
  );
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { id: number; unread_messages: number }[] };
  return Object.fromEntries(data.map((a) => [a.id, a.unread_messages]));
}
const messageMails = async () =>
  (await t.handle.db.select().from(mailOutbox).orderBy(mailOutbox.id)).filter(
    (m) => m.template === 'application-message',
  );

async function candidate(name: string, lg: 'fr' | 'en') {
  const made = await candidateWithApplication(t, offerId, name, lg);
  cookies[name] = made.cookie;
  apps[name] = made.applicationId;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const db = t.handle.db;
  cookies.boss = await signUp(t, 'ats', 'boss@example.com');
  // The team reads French: its mails are in French whatever the candidate wrote in.
  const [boss] = await db
    .update(users)
    .set({ language: 'fr', firstName: 'Béatrice', lastName: 'Patronne' })
    .where(eq(users.email, 'boss@example.com'))
    .returning();
  const teamId = boss!.teamId!;
  const [helper] = await db
    .insert(users)
    .values({
      guard: 'ats',
      teamId,
      firstName: 'Hélène',
      lastName: 'Aide',
      email: 'helper@example.com',
      passwordHash: await hashPassword(strongPassword),
    })
    .returning();
  await grantPermissions(db, helper!.id, ['manage_offers']);
  const login = await call(t, 'POST', '/api/ats/auth/login', {
    email: 'helper@example.com',
    password: strongPassword,
  });
  cookies.helper = sessionCookie(login) ?? '';
  cookies.other = await signUp(t, 'ats', 'other@example.com');
  const [other] = await db.select().from(users).where(eq(users.email, 'other@example.com'));

  const company = await insertFixtureCompany(db, { nameFr: 'Auberge du Lac', nameEn: 'Lake Inn' });
  const make = (fr: string, en: string) =>
    insertFixtureOffer(db, {
      companyId: company,
      contents: [
        { language: 'fr', title: fr },
        { language: 'en', title: en },
      ],
      boards: ['hospitality'],
    });
  offerId = await make('Cuisinier', 'Cook');
  otherOfferId = await make('Plongeur', 'Dishwasher');
  await db.update(offers).set({ teamId }).where(eq(offers.id, offerId));
  await db.update(offers).set({ teamId: other!.teamId }).where(eq(offers.id, otherOfferId));
  for (const [name, lg] of [
    ['alice', 'en'],
    ['bob', 'fr'],
    ['carla', 'fr'],
    ['dan', 'en'],
  ] as const) {
    await candidate(name, lg);
  }
}, 120_000);
afterAll(() => t.close());

describe('application messages', () => {
  it('the team writes; the candidate is mailed in their language with a link, and sees it unread', async () => {
    const body = 'Hello <b>Alice</b> & welcome\nCan you come Tuesday?';
    const res = await send(teamPath(apps.alice!), cookies.boss, { body: `  ${body}  ` });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as { data: Thread['messages'][number] }).data).toMatchObject({
      from: 'employer',
      mine: true,
      author: 'Béatrice Patronne',
      body,
      read_at: null,
    });
    const mails = await messageMails();
    expect(mails.map((m) => [m.recipient, m.locale])).toEqual([['alice@example.com', 'en']]);
    expect(mails[0]?.payload).toMatchObject({ from: 'employer', body, offerTitle: 'Cook' });

    // Through the real worker into the dev mailbox, as the candidate reads it.
    const worker = startOutboxWorker({
      db: t.handle.db,
      transport: createDevMailboxTransport(t.handle.db),
      boards,
      settings: mailSettings(readApiEnv({})),
      autoStart: false,
    });
    await worker.drain();
    await worker.stop();
    const { data: box } = (await (await t.request('/api/dev/mailbox')).json()) as {
      data: { id: number; recipient: string; subject: string }[];
    };
    const mine = box.find((m) => m.recipient === 'alice@example.com' && m.subject.includes('Cook'));
    expect(mine?.subject).toBe('New message from the employer: Cook');
    const mail = (
      (await (await t.request(`/api/dev/mailbox/${mine!.id}`)).json()) as {
        data: { html: string; text: string };
      }
    ).data;
    expect(mail.html).toContain('Hello &lt;b&gt;Alice&lt;/b&gt; &amp; welcome<br>Can you come');
    expect(mail.html).not.toContain('<b>Alice</b>');
    expect(mail.html).toContain('Lake Inn');
    expect(mail.html).toMatch(/\/en\/[^"]*#applications"/);
    expect(mail.text).toContain(body);

    expect((await myUnread('alice'))[apps.alice!]).toBe(1);
    expect((await myUnread('bob'))[apps.bob!]).toBe(0);
    // The team's own message is not unread for the team.
    expect((await teamUnread())[apps.alice!]).toBe(0);
  });

  it('the candidate reads it (unread goes down) and replies; the team is mailed in its language', async () => {
    const before = await thread(minePath(apps.alice!), cookies.alice);
    expect(before.unread).toBe(1);
    expect(before.read_only).toBe(false);
    // The candidate hears from "the employer", not from a staff member by name.
    expect(before.messages[0]).toMatchObject({ from: 'employer', mine: false, author: null });
    const read = await call(t, 'POST', `${minePath(apps.alice!)}/read`, undefined, {
      cookie: cookies.alice,
    });
    expect(read.status).toBe(200);
    expect((await myUnread('alice'))[apps.alice!]).toBe(0);
    expect((await thread(teamPath(apps.alice!), cookies.boss)).messages[0]?.read_at).toBe(
      clock.toISOString(),
    );

    const mailsBefore = (await messageMails()).length;
    const reply = await send(minePath(apps.alice!), cookies.alice, { body: 'Tuesday works.' });
    expect(reply.status, await reply.clone().text()).toBe(201);
    const mails = (await messageMails()).slice(mailsBefore);
    // Only the members who manage candidates: the boss (French), not the helper.
    expect(mails.map((m) => [m.recipient, m.locale])).toEqual([['boss@example.com', 'fr']]);
    expect(mails[0]?.payload).toMatchObject({
      from: 'candidate',
      candidateName: 'Alice Test',
      offerTitle: 'Cuisinier',
      body: 'Tuesday works.',
    });

    expect((await teamUnread())[apps.alice!]).toBe(1);
    const team = await thread(teamPath(apps.alice!), cookies.boss);
    expect(team.unread).toBe(1);
    expect(team.messages.map((m) => [m.from, m.mine, m.author])).toEqual([
      ['employer', true, 'Béatrice Patronne'],
      ['candidate', false, 'Alice Test'],
    ]);
    const teamRead = await call(t, 'POST', `${teamPath(apps.alice!)}/read`, undefined, {
      cookie: cookies.boss,
    });
    expect(teamRead.status).toBe(200);
    expect((await teamUnread())[apps.alice!]).toBe(0);
  });

  it('keeps the thread to its two sides', async () => {
    const as = async (method: string, path: string, cookie: string | undefined) =>
      (await call(t, method, path, method === 'POST' ? { body: 'Hi' } : undefined, { cookie }))
        .status;
    for (const method of ['GET', 'POST']) {
      const team = teamPath(apps.alice!);
      const mine = minePath(apps.alice!);
      expect(await as(method, team, undefined)).toBe(401);
      expect(await as(method, mine, undefined)).toBe(401);
      // Another team: 404, as an unknown id, through our offer or through theirs.
      expect(await as(method, team, cookies.other)).toBe(404);
      expect(await as(method, teamPath(apps.alice!, otherOfferId), cookies.other)).toBe(404);
      // A member of the team without manage_candidates.
      expect(await as(method, team, cookies.helper)).toBe(403);
      // Another candidate, and a candidate on the team's route.
      expect(await as(method, mine, cookies.bob)).toBe(404);
      expect(await as(method, team, cookies.bob)).toBe(403);
      // An employer on the candidate's route.
      expect(await as(method, mine, cookies.boss)).toBe(403);
    }
    expect(await as('POST', `${minePath(apps.alice!)}/read`, cookies.bob)).toBe(404);
    expect(await as('POST', `${teamPath(apps.alice!)}/read`, cookies.other)).toBe(404);
    expect(await as('POST', `${teamPath(apps.alice!)}/read`, cookies.helper)).toBe(403);
    // Nothing of that reached the thread.
    expect((await thread(minePath(apps.alice!), cookies.alice)).messages).toHaveLength(2);
  });

  it('refuses an empty message and one over 2,000 characters with translated field errors', async () => {
    const empty = await send(minePath(apps.bob!), cookies.bob, { body: '   ' }, 'fr');
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ errors: { body: ['Ce champ est obligatoire.'] } });
    const missing = await send(teamPath(apps.bob!), cookies.boss, {});
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ errors: { body: ['This field is required.'] } });
    const long = await send(teamPath(apps.bob!), cookies.boss, { body: 'x'.repeat(2001) }, 'fr');
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({
      errors: { body: ['Le message doit compter au plus 2\u00a0000 caractères.'] },
    });
    const en = await send(minePath(apps.bob!), cookies.bob, { body: 'y'.repeat(2001) });
    expect(await en.json()).toMatchObject({
      errors: { body: ['The message must be at most 2,000 characters.'] },
    });
    // Trimmed before it is counted: 2,000 characters with spaces around are fine.
    const ok = await send(minePath(apps.bob!), cookies.bob, { body: ` ${'z'.repeat(2000)} ` });
    expect(ok.status).toBe(201);
    expect((await thread(teamPath(apps.bob!), cookies.boss)).messages).toHaveLength(1);
  });

  it('limits how fast one person writes (429 with Retry-After)', async () => {
    for (let i = 0; i < messageRateLimit.limit; i++) {
      const res = await send(minePath(apps.carla!), cookies.carla, { body: `Message ${i}` });
      expect(res.status, `message ${i}`).toBe(201);
    }
    const over = await send(minePath(apps.carla!), cookies.carla, { body: 'One too many' }, 'fr');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await thread(minePath(apps.carla!), cookies.carla)).messages).toHaveLength(
      messageRateLimit.limit,
    );
    // Another writer is not held back by carla's rate.
    expect((await send(teamPath(apps.carla!), cookies.boss, { body: 'Got them all' })).status).toBe(
      201,
    );
  });

  it("keeps a withdrawn application's thread to read only (409, translated)", async () => {
    expect((await send(teamPath(apps.dan!), cookies.boss, { body: 'Before' })).status).toBe(201);
    const w = await call(
      t,
      'POST',
      `/api/jobboard/hospitality/user/applications/${apps.dan}/withdraw`,
      undefined,
      {
        cookie: cookies.dan,
      },
    );
    expect(w.status).toBe(200);
    const mailsBefore = (await messageMails()).length;
    const fromDan = await send(minePath(apps.dan!), cookies.dan, { body: 'After' }, 'fr');
    expect(fromDan.status).toBe(409);
    expect(((await fromDan.json()) as { message: string }).message).toBe(
      'Cette candidature a été retirée\u00a0: ses messages restent lisibles, mais aucun nouveau message ne peut être envoyé.',
    );
    const fromTeam = await send(teamPath(apps.dan!), cookies.boss, { body: 'After' });
    expect(fromTeam.status).toBe(409);
    expect(((await fromTeam.json()) as { message: string }).message).toMatch(/withdrawn/);
    expect((await messageMails()).length).toBe(mailsBefore);
    // Still readable on both sides, and reading still counts.
    const dan = await thread(minePath(apps.dan!), cookies.dan);
    expect(dan).toMatchObject({ read_only: true, unread: 1 });
    expect(dan.messages.map((m) => m.body)).toEqual(['Before']);
    expect((await thread(teamPath(apps.dan!), cookies.boss)).read_only).toBe(true);
    const read = await call(t, 'POST', `${minePath(apps.dan!)}/read`, undefined, {
      cookie: cookies.dan,
    });
    expect(read.status).toBe(200);
    expect((await myUnread('dan'))[apps.dan!]).toBe(0);
  });

  it("leaves with the candidate's account; the team then has nothing to write to", async () => {
    expect((await thread(teamPath(apps.bob!), cookies.boss)).messages).toHaveLength(1);
    const del = await call(
      t,
      'DELETE',
      '/api/jobboard/hospitality/user/account',
      { password: strongPassword },
      { cookie: cookies.bob },
    );
    expect(del.status).toBe(200);
    const left = await thread(teamPath(apps.bob!), cookies.boss);
    expect(left).toMatchObject({ messages: [], read_only: true });
    const res = await send(teamPath(apps.bob!), cookies.boss, { body: 'Still there?' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      'This candidate deleted their account: no new message can be sent.',
    );
  });
});
