import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { users } from '@jobboard/db/schema/accounts';
import { applications } from '@jobboard/db/schema/candidates';
import { applicationEvents } from '@jobboard/db/schema/hiring';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offers } from '@jobboard/db/schema/offers';
import { boards } from '@jobboard/tenants/registry';
import { BOARD_TIME_ZONE } from '@jobboard/tenancy/locales';
import { createDevMailboxTransport } from '../../adapters/mail/dev-mailbox-transport';
import { boardWallClock } from '../../contracts/interviews';
import { readApiEnv } from '../../env';
import { mailSettings } from '../../services/mail/mail-settings';
import { startOutboxWorker } from '../../services/mail/outbox-worker';
import { call, signUp } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { candidateWithApplication } from '../../testing/applicant';

let t: TestApp;
let boss: string;
let stranger: string;
let offerId: number;
const cookies: Record<string, string> = {};
const apps: Record<string, number> = {};

const interviewPath = (app: number, offer = offerId) =>
  `/api/jobboard/hospitality/employer/offer/${offer}/applications/${app}/interview`;
const answerPath = (app: number) =>
  `/api/jobboard/hospitality/user/applications/${app}/interview/answer`;

/** A date and time in the board's clock, `days` from now, at 14:30. */
function later(days: number, time = '14:30') {
  return { date: boardWallClock(new Date(Date.now() + days * 86_400_000)).date, time };
}

interface Interview {
  id: number;
  starts_at: string;
  date: string;
  time: string;
  time_zone: string;
  answer: string;
  sequence: number;
  cancelled_at: string | null;
  place: string | null;
  video_url: string | null;
}

async function propose(app: number, body: unknown, cookie = boss, lg: 'fr' | 'en' = 'en') {
  return call(t, 'PUT', interviewPath(app), body, { cookie, lg });
}
async function proposed(app: number, body: unknown): Promise<Interview> {
  const res = await propose(app, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: Interview }).data;
}

/** Delivers the outbox into the dev mailbox and returns the newest invitation to `to`, parsed. */
async function deliveredInvitation(to: string) {
  const worker = startOutboxWorker({
    db: t.handle.db,
    transport: createDevMailboxTransport(t.handle.db),
    boards,
    settings: mailSettings(readApiEnv({})),
    autoStart: false,
  });
  await worker.drain();
  await worker.stop();
  const list = (await (await t.request('/api/dev/mailbox')).json()) as {
    data: { id: number; recipient: string; subject: string }[];
  };
  const mail = list.data.find((m) => m.recipient === to);
  expect(mail, 'a mail to the candidate').toBeTruthy();
  const one = (await (await t.request(`/api/dev/mailbox/${mail!.id}`)).json()) as {
    data: { text: string; attachments: { filename: string; content_type: string }[] };
  };
  expect(one.data.attachments).toHaveLength(1);
  const file = await t.request(`/api/dev/mailbox/${mail!.id}/attachments/0`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
  const ics = await file.text();
  const parsed = ical.sync.parseICS(ics);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return {
    subject: mail!.subject,
    text: one.data.text,
    attachment: one.data.attachments[0]!,
    ics,
    event: events[0]!,
  };
}

async function candidate(name: string, lg: 'fr' | 'en') {
  const made = await candidateWithApplication(t, offerId, name, lg);
  cookies[name] = made.cookie;
  apps[name] = made.applicationId;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  boss = await signUp(t, 'ats', 'boss@example.com');
  stranger = await signUp(t, 'ats', 'stranger@example.com');
  const [bossRow] = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
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
  await candidate('alice', 'fr');
  await candidate('bob', 'en');
  await candidate('carla', 'fr');
  // The mailbox starts with the sign-up confirmations only; clear them out of the way.
  const worker = startOutboxWorker({
    db,
    transport: createDevMailboxTransport(db),
    boards,
    settings: mailSettings(readApiEnv({})),
    autoStart: false,
  });
  await worker.drain();
  await worker.stop();
}, 120_000);
afterAll(() => t.close());

describe('interview invitations', () => {
  let uid: string;

  it('proposing moves the application to interview, records the move and mails an .ics', async () => {
    const when = later(10);
    const data = await proposed(apps.alice!, {
      ...when,
      duration_minutes: 45,
      place: '12, rue du Lac, Québec',
      note: 'Apportez vos couteaux',
    });
    expect(data).toMatchObject({
      ...when,
      time_zone: BOARD_TIME_ZONE,
      answer: 'pending',
      sequence: 0,
      cancelled_at: null,
    });
    const [app] = await t.handle.db
      .select()
      .from(applications)
      .where(eq(applications.id, apps.alice!));
    expect(app?.status).toBe('interview');
    const events = await t.handle.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, apps.alice!));
    expect(events.map((e) => [e.kind, e.fromStatus, e.toStatus])).toEqual([
      ['status', 'new', 'interview'],
    ]);

    const mail = await deliveredInvitation('alice@example.com');
    // In the language Alice applied in.
    expect(mail.subject).toMatch(/^Invitation à une entrevue/);
    expect(mail.text).toContain('Apportez vos couteaux');
    expect(mail.attachment).toEqual({
      filename: 'entrevue.ics',
      content_type: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    expect(mail.ics).toMatch(/^METHOD:REQUEST\r$/m);
    expect(mail.ics).toContain(
      `DTSTART;TZID=${BOARD_TIME_ZONE}:${when.date.replaceAll('-', '')}T143000`,
    );
    expect(mail.ics).toContain(`TZID:${BOARD_TIME_ZONE}`);
    const { event } = mail;
    expect((event.start as Date & { tz?: string }).tz).toBe(BOARD_TIME_ZONE);
    expect(event.start.toISOString()).toBe(data.starts_at);
    expect(event.end!.getTime() - event.start.getTime()).toBe(45 * 60_000);
    expect(event.sequence).toBe(0);
    expect(event.location).toBe('12, rue du Lac, Québec');
    const organizer = event.organizer as { val: string; params: { CN: string } };
    expect(organizer.val).toBe('mailto:boss@example.com');
    expect(organizer.params.CN).toBe('Marie Tremblay');
    const alarms = (event as VEvent & { alarms?: { action: string; trigger: string }[] }).alarms;
    expect(alarms?.map((a) => [a.action, a.trigger])).toEqual([['DISPLAY', '-PT1H']]);
    uid = event.uid;
    expect(uid).toMatch(/^interview-.+@hospitality\.jobboard$/);
  });

  it('a change sends the same UID with a higher SEQUENCE and asks again', async () => {
    const answered = await call(
      t,
      'POST',
      answerPath(apps.alice!),
      { answer: 'accepted' },
      {
        cookie: cookies.alice,
      },
    );
    expect(answered.status).toBe(200);
    const when = later(11, '09:00');
    const data = await proposed(apps.alice!, {
      ...when,
      duration_minutes: 30,
      video_url: 'https://meet.example.com/alice',
    });
    expect(data).toMatchObject({ sequence: 1, answer: 'pending', place: null });
    const mail = await deliveredInvitation('alice@example.com');
    expect(mail.subject).toMatch(/^Entrevue modifiée/);
    expect(mail.event.uid).toBe(uid);
    expect(mail.event.sequence).toBe(1);
    expect(mail.event.start.toISOString()).toBe(data.starts_at);
    expect(mail.event.location).toBe('https://meet.example.com/alice');
    expect(mail.event.url).toMatchObject({ val: 'https://meet.example.com/alice' });
    // Already at interview: no second move in the history.
    const events = await t.handle.db
      .select()
      .from(applicationEvents)
      .where(
        and(eq(applicationEvents.applicationId, apps.alice!), eq(applicationEvents.kind, 'status')),
      );
    expect(events).toHaveLength(1);
  });

  it('the candidate accepts or declines their own; the same answer twice is the same outcome', async () => {
    for (const answer of ['declined', 'declined', 'accepted'] as const) {
      const res = await call(
        t,
        'POST',
        answerPath(apps.alice!),
        { answer },
        {
          cookie: cookies.alice,
        },
      );
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: Interview }).data.answer).toBe(answer);
    }
    // The employer sees the answer.
    const seen = await call(t, 'GET', interviewPath(apps.alice!), undefined, { cookie: boss });
    expect(seen.status).toBe(200);
    expect(((await seen.json()) as { data: Interview }).data.answer).toBe('accepted');
    // My applications' list of interviews.
    const mine = await call(t, 'GET', '/api/jobboard/hospitality/user/interviews', undefined, {
      cookie: cookies.alice,
    });
    expect(((await mine.json()) as { data: Interview[] }).data.map((i) => i.answer)).toEqual([
      'accepted',
    ]);
  });

  it("another candidate cannot answer, nor see, someone else's interview", async () => {
    const res = await call(
      t,
      'POST',
      answerPath(apps.alice!),
      { answer: 'declined' },
      {
        cookie: cookies.bob,
      },
    );
    expect(res.status).toBe(404);
    const mine = await call(t, 'GET', '/api/jobboard/hospitality/user/interviews', undefined, {
      cookie: cookies.bob,
    });
    expect(((await mine.json()) as { data: Interview[] }).data).toEqual([]);
    // No interview on Bob's application yet: nothing to answer.
    const none = await call(
      t,
      'POST',
      answerPath(apps.bob!),
      { answer: 'accepted' },
      {
        cookie: cookies.bob,
      },
    );
    expect(none.status).toBe(404);
  });

  it("another team gets 404 on the team's application, and changes nothing", async () => {
    const body = { ...later(5), duration_minutes: 30, place: 'Ici' };
    for (const [method, path] of [
      ['GET', interviewPath(apps.bob!)],
      ['PUT', interviewPath(apps.bob!)],
      ['POST', `${interviewPath(apps.alice!)}/cancel`],
    ] as const) {
      const res = await call(t, method, path, method === 'PUT' ? body : undefined, {
        cookie: stranger,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const candidateTries = await call(t, 'PUT', interviewPath(apps.bob!), body, {
      cookie: cookies.bob,
    });
    expect(candidateTries.status).toBe(403);
    const anon = await call(t, 'PUT', interviewPath(apps.bob!), body);
    expect(anon.status).toBe(401);
    expect(
      (await t.handle.db.select().from(applications).where(eq(applications.id, apps.bob!)))[0]
        ?.status,
    ).toBe('new');
  });

  it('bad input is a translated 422 with field errors, never a 500', async () => {
    const yesterday = boardWallClock(new Date(Date.now() - 86_400_000));
    const cases: [unknown, string, string][] = [
      [{ ...yesterday, duration_minutes: 30, place: 'Ici' }, 'date', 'Choisissez une date'],
      [{ ...later(3), duration_minutes: 5, place: 'Ici' }, 'duration_minutes', 'La durée'],
      [{ ...later(3), duration_minutes: 600, place: 'Ici' }, 'duration_minutes', 'La durée'],
      [
        { ...later(3), duration_minutes: 30, video_url: 'javascript:alert(1)' },
        'video_url',
        'Entrez un lien web',
      ],
      [{ ...later(3), duration_minutes: 30, video_url: 'pas un lien' }, 'video_url', 'Entrez'],
      [{ ...later(3), duration_minutes: 30 }, 'place', 'Indiquez un lieu'],
      [{ ...later(3), duration_minutes: 30, place: '   ' }, 'place', 'Indiquez un lieu'],
      [{ date: 'demain', time: '25h', duration_minutes: 30, place: 'Ici' }, 'date', 'Ce champ'],
    ];
    for (const [body, field, text] of cases) {
      const res = await propose(apps.bob!, body, boss, 'fr');
      expect(res.status, JSON.stringify(body)).toBe(422);
      const json = (await res.json()) as { errors: Record<string, string[]> };
      expect(json.errors[field]?.[0], JSON.stringify(body)).toContain(text);
    }
    const en = await propose(apps.bob!, { ...later(3), duration_minutes: 30 }, boss, 'en');
    expect(((await en.json()) as { errors: Record<string, string[]> }).errors.place?.[0]).toBe(
      'Give a place or a meeting link.',
    );
    // Nothing was proposed, nothing mailed.
    const mails = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'bob@example.com'));
    expect(mails.filter((m) => m.template === 'interview-invitation')).toEqual([]);
  });

  it('a cancellation sends METHOD:CANCEL, STATUS:CANCELLED, same UID, higher SEQUENCE; then no answer', async () => {
    const res = await call(t, 'POST', `${interviewPath(apps.alice!)}/cancel`, undefined, {
      cookie: boss,
    });
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: Interview }).data;
    expect(data.sequence).toBe(2);
    expect(data.cancelled_at).not.toBeNull();
    const mail = await deliveredInvitation('alice@example.com');
    expect(mail.subject).toMatch(/^Entrevue annulée/);
    expect(mail.attachment.content_type).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(mail.ics).toMatch(/^METHOD:CANCEL\r$/m);
    expect(mail.event.status).toBe('CANCELLED');
    expect(mail.event.uid).toBe(uid);
    expect(mail.event.sequence).toBe(2);

    // Cancelling again sends nothing more.
    const before = (await t.handle.db.select().from(mailOutbox)).length;
    const again = await call(t, 'POST', `${interviewPath(apps.alice!)}/cancel`, undefined, {
      cookie: boss,
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: Interview }).data.sequence).toBe(2);
    expect((await t.handle.db.select().from(mailOutbox)).length).toBe(before);

    const answer = await call(
      t,
      'POST',
      answerPath(apps.alice!),
      { answer: 'accepted' },
      {
        cookie: cookies.alice,
        lg: 'fr',
      },
    );
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toMatch(/annulée/);
  });

  it('no interview on a withdrawn application', async () => {
    await t.handle.db
      .update(applications)
      .set({ status: 'withdrawn', withdrawnAt: new Date() })
      .where(eq(applications.id, apps.carla!));
    const res = await propose(apps.carla!, { ...later(4), duration_minutes: 30, place: 'Ici' });
    expect(res.status).toBe(409);
  });
});
