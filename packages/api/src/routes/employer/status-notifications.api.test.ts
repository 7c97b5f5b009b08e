import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { applications } from '@jobboard/db/schema/candidates';
import { applicationStatusNotifications } from '@jobboard/db/schema/hiring';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offers } from '@jobboard/db/schema/offers';
import { boards } from '@jobboard/tenants/registry';
import { createDevMailboxTransport } from '../../adapters/mail/dev-mailbox-transport';
import { readApiEnv } from '../../env';
import { mailSettings } from '../../services/mail/mail-settings';
import { startOutboxWorker } from '../../services/mail/outbox-worker';
import { call, signUp, strongPassword } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { candidateWithApplication } from '../../testing/applicant';

let t: TestApp;
let boss: string;
let bossId: number;
let offerId: number;
const cookies: Record<string, string> = {};
const apps: Record<string, number> = {};

const statusPath = () => `/api/jobboard/hospitality/employer/offer/${offerId}/applications/status`;
const move = (body: unknown, lg: 'fr' | 'en' = 'en') =>
  call(t, 'POST', statusPath(), body, { cookie: boss, lg });

interface MoveResult {
  changed: number[];
  unchanged: number[];
  mailed: number[];
  not_notified: { id: number; reason: string }[];
}
async function moved(body: unknown): Promise<MoveResult> {
  const res = await move(body);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: MoveResult }).data;
}

const statusMails = async () =>
  (await t.handle.db.select().from(mailOutbox).orderBy(mailOutbox.id)).filter(
    (m) => m.template === 'application-status',
  );

interface Mine {
  id: number;
  status: string;
  notifications: { status: string; note: string | null; notified_at: string }[];
}
async function myApplications(who: string): Promise<Mine[]> {
  const res = await call(t, 'GET', '/api/jobboard/hospitality/user/applications', undefined, {
    cookie: cookies[who],
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Mine[] }).data;
}

/** A candidate with one application to the offer, in the language they applied in. */
async function candidate(name: string, lg: 'fr' | 'en') {
  const made = await candidateWithApplication(t, offerId, name, lg);
  cookies[name] = made.cookie;
  apps[name] = made.applicationId;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  boss = await signUp(t, 'ats', 'boss@example.com');
  const [bossRow] = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
  bossId = bossRow!.id;
  const company = await insertFixtureCompany(db, { nameFr: 'Auberge du Lac', nameEn: 'Lake Inn' });
  offerId = await insertFixtureOffer(db, {
    companyId: company,
    contents: [
      { language: 'fr', title: 'Cuisinier' },
      { language: 'en', title: 'Cook' },
    ],
    boards: ['hospitality'],
  });
  await db.update(offers).set({ teamId: bossRow!.teamId }).where(eq(offers.id, offerId));
  for (const [name, lg] of [
    ['alice', 'fr'],
    ['bob', 'en'],
    ['carla', 'fr'],
    ['dan', 'en'],
    ['eve', 'fr'],
    ['fred', 'en'],
  ] as const) {
    await candidate(name, lg);
  }
}, 120_000);
afterAll(() => t.close());

describe('status notifications', () => {
  it('sends nothing without notify, as before', async () => {
    const data = await moved({ ids: [apps.alice], status: 'reviewed', candidate_note: 'Hello' });
    expect(data).toEqual({ changed: [apps.alice], unchanged: [], mailed: [], not_notified: [] });
    expect(await statusMails()).toEqual([]);
    expect((await myApplications('alice'))[0]?.notifications).toEqual([]);
  });

  it('mails the candidate in their language with the note escaped, and My applications shows it', async () => {
    const note = 'Merci <b>Alice</b> & à bientôt\nApportez vos couteaux';
    const data = await moved({
      ids: [apps.alice],
      status: 'interview',
      notify: true,
      candidate_note: `  ${note}  `,
    });
    expect(data.mailed).toEqual([apps.alice]);
    const mails = await statusMails();
    expect(mails.map((m) => [m.recipient, m.locale])).toEqual([['alice@example.com', 'fr']]);

    // Through the real worker into the dev mailbox, as the candidate reads it.
    const worker = startOutboxWorker({
      db: t.handle.db,
      transport: createDevMailboxTransport(t.handle.db),
      boards,
      settings: mailSettings(readApiEnv({})),
      autoStart: false,
    });
    // The sign-up confirmations go out too.
    expect((await worker.drain()).sent).toBeGreaterThanOrEqual(1);
    await worker.stop();
    const list = await t.request('/api/dev/mailbox');
    const { data: box } = (await list.json()) as {
      data: { id: number; recipient: string; subject: string }[];
    };
    const mine = box.find(
      (m) => m.recipient === 'alice@example.com' && m.subject.startsWith('Votre candidature'),
    );
    expect(mine?.subject).toBe('Votre candidature a été retenue pour une entrevue');
    const one = await t.request(`/api/dev/mailbox/${mine!.id}`);
    const mail = ((await one.json()) as { data: { html: string; text: string } }).data;
    expect(mail.html).toContain('Merci &lt;b&gt;Alice&lt;/b&gt; &amp; à bientôt<br>Apportez');
    expect(mail.html).not.toContain('<b>Alice</b>');
    expect(mail.html).toContain('Cuisinier');
    expect(mail.html).toContain('Auberge du Lac');
    expect(mail.html).toMatch(/\/profile#applications"/);
    expect(mail.text).toContain(note);

    const [row] = (await myApplications('alice')).filter((a) => a.id === apps.alice);
    expect(row?.status).toBe('interview');
    // Only the notified change, with the note trimmed; the silent move to reviewed is not there.
    expect(row?.notifications).toEqual([
      { status: 'interview', note, notified_at: expect.any(String) as string },
    ]);
    const [stored] = await t.handle.db
      .select()
      .from(applicationStatusNotifications)
      .where(eq(applicationStatusNotifications.applicationId, apps.alice!));
    expect(stored).toMatchObject({
      fromStatus: 'reviewed',
      toStatus: 'interview',
      notifiedBy: bossId,
    });
    // Another candidate sees none of it.
    expect((await myApplications('bob'))[0]?.notifications).toEqual([]);
  });

  it('mails each candidate of a bulk move once, in their own language, without the private note', async () => {
    const before = (await statusMails()).length;
    const data = await moved({
      ids: [apps.bob, apps.carla],
      status: 'rejected',
      notify: true,
      note: 'Interne : profil trop junior',
    });
    expect(data.mailed.sort()).toEqual([apps.bob, apps.carla].sort());
    const mails = (await statusMails()).slice(before);
    expect(mails.map((m) => [m.recipient, m.locale])).toEqual([
      ['bob@example.com', 'en'],
      ['carla@example.com', 'fr'],
    ]);
    expect(JSON.stringify(mails.map((m) => m.payload))).not.toContain('Interne');
    const bob = (await myApplications('bob'))[0];
    expect(bob?.notifications).toEqual([
      { status: 'rejected', note: null, notified_at: expect.any(String) as string },
    ]);
    // The same move again: unchanged, nobody mailed twice.
    const again = await moved({ ids: [apps.bob], status: 'rejected', notify: true });
    expect(again).toMatchObject({
      changed: [],
      mailed: [],
      not_notified: [{ id: apps.bob, reason: 'unchanged' }],
    });
    expect((await statusMails()).length).toBe(before + 2);
  });

  it('never mails a withdrawn application or a deleted candidate, and says so', async () => {
    const w = await call(
      t,
      'POST',
      `/api/jobboard/hospitality/user/applications/${apps.dan}/withdraw`,
      undefined,
      { cookie: cookies.dan },
    );
    expect(w.status).toBe(200);
    const del = await call(
      t,
      'DELETE',
      '/api/jobboard/hospitality/user/account',
      { password: strongPassword },
      { cookie: cookies.eve },
    );
    expect(del.status).toBe(200);
    const before = (await statusMails()).length;
    const data = await moved({
      ids: [apps.dan, apps.eve, apps.fred],
      status: 'offer',
      notify: true,
      candidate_note: 'Bonne nouvelle',
    });
    expect(data.mailed).toEqual([apps.fred]);
    expect(data.not_notified).toEqual(
      expect.arrayContaining([
        { id: apps.dan, reason: 'withdrawn' },
        { id: apps.eve, reason: 'candidate_deleted' },
      ]),
    );
    expect(data.not_notified).toHaveLength(2);
    expect((await statusMails()).slice(before).map((m) => m.recipient)).toEqual([
      'fred@example.com',
    ]);
    const notified = await t.handle.db
      .select()
      .from(applicationStatusNotifications)
      .where(inArray(applicationStatusNotifications.applicationId, [apps.dan!, apps.eve!]));
    expect(notified).toEqual([]);
  });

  it('refuses a note longer than 1,000 characters with a translated field error', async () => {
    const fr = await move(
      { ids: [apps.fred], status: 'hired', notify: true, candidate_note: 'x'.repeat(1001) },
      'fr',
    );
    expect(fr.status).toBe(422);
    expect(await fr.json()).toMatchObject({
      errors: {
        candidate_note: ['La note au candidat doit compter au plus 1\u00a0000 caractères.'],
      },
    });
    const en = await move({ ids: [apps.fred], status: 'hired', notify: 'yes', candidate_note: 7 });
    expect(en.status).toBe(422);
    expect(await en.json()).toMatchObject({
      errors: { notify: ['This value is invalid.'], candidate_note: ['This value is invalid.'] },
    });
    // Trimmed before it is counted: 1,000 characters and spaces around are fine.
    const ok = await moved({
      ids: [apps.fred],
      status: 'hired',
      notify: true,
      candidate_note: ` ${'y'.repeat(1000)} `,
    });
    expect(ok.mailed).toEqual([apps.fred]);
    const fred = (await myApplications('fred'))[0];
    expect(fred?.notifications.map((n) => [n.status, n.note?.length ?? 0])).toEqual([
      ['offer', 'Bonne nouvelle'.length],
      ['hired', 1000],
    ]);
  });

  it('enqueues the mails in the change transaction: a failed change mails nobody', async () => {
    // Moving alice (mailed first, lower id) and carla; carla's mail fails inside the transaction.
    const db = t.handle.db;
    await db.execute(sql`CREATE FUNCTION refuse_carla_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.recipient = 'carla@example.com' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_carla_mail BEFORE INSERT ON mail_outbox
      FOR EACH ROW EXECUTE FUNCTION refuse_carla_mail()`);
    try {
      const before = (await statusMails()).length;
      const res = await move({ ids: [apps.alice, apps.carla], status: 'hired', notify: true });
      expect(res.status).toBe(500);
      expect((await statusMails()).length).toBe(before);
      const rows = await db
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(inArray(applications.id, [apps.alice!, apps.carla!]))
        .orderBy(applications.id);
      expect(rows.map((r) => r.status)).toEqual(['interview', 'rejected']);
      const [alice] = (await myApplications('alice')).filter((a) => a.id === apps.alice);
      expect(alice?.notifications.map((n) => n.status)).toEqual(['interview']);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_carla_mail ON mail_outbox`);
      await db.execute(sql`DROP FUNCTION refuse_carla_mail()`);
    }
    // Without the failure the same move mails both.
    const data = await moved({ ids: [apps.alice, apps.carla], status: 'hired', notify: true });
    expect(data.mailed).toEqual([apps.alice, apps.carla]);

    // The notes written to a candidate leave with their account; the employer's row stays.
    const del = await call(
      t,
      'DELETE',
      '/api/jobboard/hospitality/user/account',
      { password: strongPassword },
      { cookie: cookies.alice },
    );
    expect(del.status).toBe(200);
    const left = await db
      .select()
      .from(applicationStatusNotifications)
      .where(inArray(applicationStatusNotifications.applicationId, [apps.alice!, apps.carla!]))
      .orderBy(applicationStatusNotifications.id);
    expect(left.map((n) => [n.applicationId, n.toStatus])).toEqual([
      [apps.carla, 'rejected'],
      [apps.carla, 'hired'],
    ]);
  });
});
