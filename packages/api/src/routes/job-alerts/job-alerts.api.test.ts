import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { jobAlerts } from '@jobboard/db/schema/job-alerts';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { boards } from '@jobboard/tenants/registry';
import { readApiEnv } from '../../env';
import { runJobAlertDigests } from '../../services/job-alerts/digest-sender';
import { mailSettings } from '../../services/mail/mail-settings';
import { renderOutboxMail } from '../../services/mail/render-outbox-mail';
import { call, signUp } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = await insertFixtureCompany(t.handle.db, { nameFr: 'Auberge Zeta', nameEn: null });
});
afterAll(() => t.close());

const base = '/api/jobboard/hospitality/job-alerts';
const everyAlert = () => ({ dueBy: new Date(Date.now() + 30 * 86_400_000) });

/** An offer live on hospitality now (or published `hoursAgo` ago), titled with the search word. */
function publish(title: string, hoursAgo = 0) {
  return insertFixtureOffer(t.handle.db, {
    companyId,
    contents: [
      { language: 'fr', title },
      { language: 'en', title: `${title} (en)` },
    ],
    boards: ['hospitality'],
    publishedHoursAgo: hoursAgo,
  });
}

const mailsTo = (email: string, template: string) =>
  t.handle.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, template)))
    .orderBy(mailOutbox.id);

const alertOf = async (email: string) =>
  (await t.handle.db.select().from(jobAlerts).where(eq(jobAlerts.email, email)))[0];

const render = (row: typeof mailOutbox.$inferSelect) =>
  renderOutboxMail(row, boards, mailSettings(readApiEnv({})));

type DigestOffer = { id: number; title: string };
const payloadOf = (row: typeof mailOutbox.$inferSelect) =>
  row.payload as {
    alertId: number;
    manageToken: string;
    confirmToken?: string;
    offers?: DigestOffer[];
    similar?: DigestOffer[];
  };

/** A visitor's alert, confirmed from its mail. */
async function confirmedVisitorAlert(email: string, search: string, lg: 'fr' | 'en' = 'fr') {
  const res = await call(t, 'POST', base, { email, frequency: 'daily', search }, { lg });
  expect(res.status).toBe(201);
  const [mail] = await mailsTo(email, 'job-alert-confirmation');
  if (!mail) throw new Error('no confirmation mail');
  const { alertId, confirmToken } = payloadOf(mail);
  const ok = await call(t, 'POST', `${base}/confirm`, { id: alertId, token: confirmToken }, { lg });
  expect(ok.status).toBe(200);
  return { alertId, manageToken: payloadOf(mail).manageToken };
}

describe('job alert lifecycle', () => {
  it('creates, confirms, mails new offers once, and unsubscribes by link', async () => {
    const email = 'ana@example.com';
    const before = await publish('Zorbatron cuisinier avant');
    const res = await call(
      t,
      'POST',
      base,
      {
        email: '  Ana@Example.com ',
        frequency: 'daily',
        search: '?title=zorbatron&sort=date&page=3',
      },
      { lg: 'fr' },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ confirmed: false });
    const pending = await alertOf(email);
    expect(pending).toMatchObject({ language: 'fr', frequency: 'daily', confirmedAt: null });
    expect(pending?.query).toEqual({ title: 'zorbatron' });

    // Nothing goes to an address that has not confirmed.
    await publish('Zorbatron plongeur pendant');
    expect((await runJobAlertDigests(t.handle.db, boards, everyAlert())).mailed).toBe(0);
    expect(await mailsTo(email, 'job-alert-digest')).toHaveLength(0);

    const [confirmation] = await mailsTo(email, 'job-alert-confirmation');
    if (!confirmation) throw new Error('no confirmation mail');
    const { alertId, confirmToken } = payloadOf(confirmation);
    const rendered = render(confirmation);
    expect(rendered.subject).toContain('confirmez votre alerte emploi');
    expect(rendered.text).toContain(`/fr/alerte-emploi/confirmation/${alertId}/${confirmToken}`);
    expect(rendered.text).toContain('/fr/trouver-un-emploi?title=zorbatron');

    const forged = await call(t, 'POST', `${base}/confirm`, { id: alertId, token: 'A'.repeat(43) });
    expect(forged.status).toBe(404);
    const confirm = await call(
      t,
      'POST',
      `${base}/confirm`,
      { id: alertId, token: confirmToken },
      { lg: 'fr' },
    );
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toEqual({ message: 'Votre alerte emploi est confirmée.' });
    const replayed = await call(t, 'POST', `${base}/confirm`, { id: alertId, token: confirmToken });
    expect(replayed.status).toBe(404);

    const after = await publish('Zorbatron serveur après');
    const first = await runJobAlertDigests(t.handle.db, boards, everyAlert());
    expect(first.mailed).toBeGreaterThanOrEqual(1);
    const digests = await mailsTo(email, 'job-alert-digest');
    expect(digests).toHaveLength(1);
    const digest = digests[0];
    if (!digest) throw new Error('no digest');
    // Only what was published after the confirmation, in the subscriber's language.
    expect(payloadOf(digest).offers?.map((o) => o.id)).toEqual([after]);
    expect(payloadOf(digest).offers?.map((o) => o.id)).not.toContain(before);
    const mail = render(digest);
    expect(mail.subject).toBe(
      'Emplois Hôtellerie Québec\u00a0: 1 nouvelle offre pour votre alerte',
    );
    expect(mail.text).toContain('Zorbatron serveur après');
    // Under the list, offers like the newest one that the search window left out.
    expect(payloadOf(digest).similar?.map((o) => o.id)).toContain(before);
    expect(payloadOf(digest).similar?.map((o) => o.id)).not.toContain(after);
    expect(mail.text).toContain('Ces offres pourraient aussi vous intéresser');
    expect(mail.html).toContain('Zorbatron cuisinier avant');
    expect(mail.text).toContain('/fr/trouver-un-emploi?title=zorbatron');
    const { manageToken } = payloadOf(digest);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://hospitality.localhost:3000/api/jobboard/hospitality/job-alerts/${alertId}/one-click/${manageToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`/fr/alerte-emploi/desabonnement/${alertId}/${manageToken}`);

    // A second run has nothing new: nothing is mailed twice.
    await runJobAlertDigests(t.handle.db, boards, everyAlert());
    expect(await mailsTo(email, 'job-alert-digest')).toHaveLength(1);

    // Committed after the digest with a publication time before it: the lookback catches it.
    const lastSentAt = (await alertOf(email))?.lastSentAt ?? new Date();
    const late = await publish(
      'Zorbatron hôte tardif',
      (Date.now() - lastSentAt.getTime() + 5) / 3_600_000,
    );
    await runJobAlertDigests(t.handle.db, boards, everyAlert());
    const second = (await mailsTo(email, 'job-alert-digest'))[1];
    expect(second && payloadOf(second).offers?.map((o) => o.id)).toEqual([late]);

    const forgedOut = await call(t, 'POST', `${base}/unsubscribe`, {
      id: alertId,
      token: 'B'.repeat(43),
    });
    expect(forgedOut.status).toBe(404);
    const out = await call(
      t,
      'POST',
      `${base}/unsubscribe`,
      { id: alertId, token: manageToken },
      { lg: 'en' },
    );
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: 'You will no longer receive this job alert.' });
    // Replayed (an old mail clicked again, a client retrying): the same answer, nothing changes.
    const again = await call(t, 'POST', `${base}/unsubscribe`, { id: alertId, token: manageToken });
    expect(again.status).toBe(200);
    const cancelledAt = (await alertOf(email))?.unsubscribedAt;
    expect(cancelledAt).toBeInstanceOf(Date);

    await publish('Zorbatron barman désabonné');
    await runJobAlertDigests(t.handle.db, boards, everyAlert());
    expect(await mailsTo(email, 'job-alert-digest')).toHaveLength(2);
  });

  it('unsubscribes with the RFC 8058 one-click POST of the digest header', async () => {
    const email = 'oneclick@example.com';
    const { alertId } = await confirmedVisitorAlert(email, 'title=quixotron', 'en');
    await publish('Quixotron cook');
    await runJobAlertDigests(t.handle.db, boards, everyAlert());
    const [digest] = await mailsTo(email, 'job-alert-digest');
    if (!digest) throw new Error('no digest');
    expect(render(digest).subject).toBe('Quebec Hospitality Jobs: 1 new offer for your alert');
    const target = new URL(
      /<([^>]+)>/.exec(render(digest).headers?.['List-Unsubscribe'] ?? '')?.[1] ?? 'http://x/',
    );
    // What a mail provider sends: a form body, no cookie, no Origin.
    const res = await t.request(target.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await alertOf(email))?.unsubscribedAt).toBeInstanceOf(Date);
    const forged = await t.request(
      `/api/jobboard/hospitality/job-alerts/${alertId}/one-click/${'C'.repeat(43)}`,
      { method: 'POST', body: 'List-Unsubscribe=One-Click' },
    );
    expect(forged.status).toBe(404);
    const malformed = await t.request(
      `/api/jobboard/hospitality/job-alerts/${alertId}/one-click/short`,
      { method: 'POST' },
    );
    expect(malformed.status).toBe(422);
  });

  it('stops mailing an address whose digest the outbox gave up on', async () => {
    const email = 'bounce@example.com';
    await confirmedVisitorAlert(email, 'title=bouncetron');
    await publish('Bouncetron commis');
    await runJobAlertDigests(t.handle.db, boards, everyAlert());
    await t.handle.db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: '550 5.1.1 mailbox unknown' })
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, 'job-alert-digest')));
    await publish('Bouncetron chef');
    await runJobAlertDigests(t.handle.db, boards, everyAlert());
    expect(await mailsTo(email, 'job-alert-digest')).toHaveLength(1);
    expect((await alertOf(email))?.bouncedAt).toBeInstanceOf(Date);
  });
});

describe('signed-in candidates', () => {
  it('get a live alert in one click, see it in the profile and delete it', async () => {
    const email = 'cand-alert@example.com';
    const cookie = await signUp(t, 'jobboard', email);
    await t.handle.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, email));
    const res = await call(
      t,
      'POST',
      base,
      { frequency: 'weekly', search: 'title=cuisinier' },
      { cookie },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ confirmed: true });
    expect(await mailsTo(email, 'job-alert-confirmation')).toHaveLength(0);

    const list = await call(t, 'GET', '/api/jobboard/hospitality/user/job-alerts', undefined, {
      cookie,
    });
    const body = (await list.json()) as {
      data: { id: number; search: string; frequency: string; confirmed: boolean }[];
    };
    expect(body.data).toEqual([
      expect.objectContaining({ search: 'title=cuisinier', frequency: 'weekly', confirmed: true }),
    ]);
    const id = body.data[0]?.id ?? 0;
    const del = await call(
      t,
      'DELETE',
      `/api/jobboard/hospitality/user/job-alerts/${id}`,
      undefined,
      { cookie },
    );
    expect(del.status).toBe(200);
    const empty = await call(t, 'GET', '/api/jobboard/hospitality/user/job-alerts', undefined, {
      cookie,
    });
    expect(((await empty.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await call(t, 'GET', '/api/jobboard/hospitality/user/job-alerts')).status).toBe(401);
  });
});

describe('bad input', () => {
  it('answers a malformed address, a missing one and unknown filters with translated 422s', async () => {
    const bad = await call(
      t,
      'POST',
      base,
      { email: 'nope@', frequency: 'daily', search: '' },
      { lg: 'fr' },
    );
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      errors: { email: ['Entrez une adresse courriel valide.'] },
    });
    const missing = await call(t, 'POST', base, { frequency: 'daily', search: '' }, { lg: 'en' });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ errors: { email: ['This field is required.'] } });
    const city = await call(t, 'POST', base, {
      email: 'c@example.com',
      frequency: 'daily',
      search: 'city=atlantis',
    });
    expect(city.status).toBe(422);
    const salary = await call(t, 'POST', base, {
      email: 'c@example.com',
      frequency: 'daily',
      search: 'salary_min=-5',
    });
    expect(salary.status).toBe(422);
    expect(await salary.json()).toMatchObject({ errors: { search: [expect.any(String)] } });
    const freq = await call(t, 'POST', base, {
      email: 'c@example.com',
      frequency: 'hourly',
      search: '',
    });
    expect(freq.status).toBe(422);
  });

  it('refuses the 21st alert from one client address within the hour with a 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 30; i += 1) {
      const res = await call(
        t,
        'POST',
        base,
        { email: `flood${i}@example.com`, frequency: 'daily', search: `title=flood${i}` },
        { ip: '203.0.113.99' },
      );
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe('two sender instances at once', () => {
  it('mail each offer once to each alert', async () => {
    const emails = Array.from({ length: 40 }, (_, i) => `twin${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      // Two searches, so rounds hold groups of alerts sharing one search.
      await confirmedVisitorAlert(email, i % 2 ? 'title=twintron' : 'title=twintron&schedule=');
    }
    const offers = [await publish('Twintron un'), await publish('Twintron deux')];
    const results = await Promise.all([
      runJobAlertDigests(t.handle.db, boards, { ...everyAlert(), batchSize: 7 }),
      runJobAlertDigests(t.handle.db, boards, { ...everyAlert(), batchSize: 7 }),
    ]);
    // Every alert was looked at by one instance or the other (earlier tests left others live).
    expect(results[0].alerts + results[1].alerts).toBeGreaterThanOrEqual(40);
    for (const email of emails) {
      const digests = await mailsTo(email, 'job-alert-digest');
      expect(digests).toHaveLength(1);
      const ids = digests.flatMap((d) => payloadOf(d).offers?.map((o) => o.id) ?? []);
      expect(ids.sort()).toEqual([...offers].sort());
    }
  });
});

describe('POST /api/dev/job-alerts/run', () => {
  it('runs the digests where the dev mailbox is open, and is a 404 where it is not', async () => {
    const open = await call(t, 'POST', '/api/dev/job-alerts/run');
    expect(open.status).toBe(200);
    expect(await open.json()).toMatchObject({ data: { alerts: expect.any(Number) } });
    const prod = await createTestApp({ production: true });
    try {
      const remote = await prod.request('/api/dev/job-alerts/run', {
        method: 'POST',
        clientAddress: '198.51.100.7',
      });
      expect(remote.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
