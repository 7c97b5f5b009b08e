import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { newsletterSubscriptions } from '@jobboard/db/schema/newsletter';
import { boards } from '@jobboard/tenants/registry';
import { readApiEnv } from '../../env';
import { mailSettings } from '../../services/mail/mail-settings';
import { renderOutboxMail } from '../../services/mail/render-outbox-mail';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clock = new Date('2026-05-04T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

interface PostOptions {
  host?: string;
  lg?: string;
  ip?: string;
  board?: string;
  path?: '' | '/confirm' | '/unsubscribe';
}
let nextIp = 1;
const post = (body: unknown, o: PostOptions = {}) =>
  t.request(
    `/api/jobboard/${o.board ?? 'hospitality'}/news-letter${o.path ?? ''}?lg=${o.lg ?? 'fr'}`,
    {
      method: 'POST',
      host: o.host ?? 'hospitality.localhost',
      // A fresh address per call unless a test is about the per-address limit.
      clientAddress: o.ip ?? `198.51.100.${(nextIp += 1)}`,
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  );

const outboxFor = (email: string) =>
  t.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(mailOutbox.id);
const subscriptionOf = async (email: string) =>
  (
    await t.handle.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
  )[0];

/** The links of the newest mail to `email`, rendered the way the worker renders them. */
async function linksOf(email: string) {
  const rows = await outboxFor(email);
  const row = rows.at(-1);
  if (!row) throw new Error(`no mail to ${email}`);
  const mail = renderOutboxMail(row, boards, mailSettings(readApiEnv({})));
  const parse = (kind: string) => {
    const m = new RegExp(`(http://[^\\s"]+/(fr|en)/${kind}/([^/\\s"]+)/([A-Za-z0-9_-]{43}))`).exec(
      mail.text,
    );
    if (!m?.[1] || !m[3] || !m[4]) throw new Error(`no ${kind} link in ${mail.text}`);
    return { url: m[1], locale: m[2], email: decodeURIComponent(m[3]), token: m[4] };
  };
  return {
    mail,
    confirm: parse('news-letter-confirmation'),
    unsubscribe: parse('jobboard_news_letter/unsubscribe'),
  };
}

describe('POST /api/jobboard/{board}/news-letter', () => {
  it('stores a pending subscription and queues a confirmation mail in the subscriber language', async () => {
    const res = await post({ email: '  Julie@Example.com ' }, { lg: 'en' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message:
        'Thank you! Unless this address is already subscribed, a confirmation email is on its way to it.',
    });
    const sub = await subscriptionOf('julie@example.com');
    expect(sub).toMatchObject({ board: 'hospitality', language: 'en', confirmedAt: null });
    const [queued] = await outboxFor('julie@example.com');
    expect(queued).toMatchObject({
      board: 'hospitality',
      locale: 'en',
      template: 'newsletter-confirmation',
      status: 'pending',
    });
    const { mail, confirm, unsubscribe } = await linksOf('julie@example.com');
    expect(mail.subject).toBe('Quebec Hospitality Jobs: confirm your newsletter subscription');
    // Links come from the mail settings' origin, never from the request.
    expect(confirm.url).toMatch(
      /^http:\/\/hospitality\.localhost:3000\/en\/news-letter-confirmation\/julie@example%2Ecom\//,
    );
    expect(unsubscribe.url).toMatch(
      /^http:\/\/hospitality\.localhost:3000\/en\/jobboard_news_letter\/unsubscribe\/julie@example%2Ecom\//,
    );
    expect(mail.html).toContain(confirm.url.replaceAll('&', '&amp;'));
    // Only hashes are stored.
    expect(sub?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sub?.tokenHash).not.toContain(confirm.token);
    expect(sub?.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same for an active subscriber, without mailing again', async () => {
    await post({ email: 'sam@example.com' });
    const { confirm } = await linksOf('sam@example.com');
    expect((await post({ ...confirm, email: confirm.email }, { path: '/confirm' })).status).toBe(
      200,
    );
    const again = await post({ email: 'SAM@example.com' });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({
      message:
        'Merci\u00a0! Si cette adresse n’est pas déjà abonnée, un courriel de confirmation vient de lui être envoyé.',
    });
    expect(await outboxFor('sam@example.com')).toHaveLength(1);
  });

  it('answers 422 with the field error in the request language', async () => {
    const fr = await post({ email: 'pas-un-courriel' });
    expect(fr.status).toBe(422);
    expect(await fr.json()).toEqual({
      message: 'Les données fournies sont invalides.',
      errors: { email: ['Entrez une adresse courriel valide.'] },
    });
    const en = await post({}, { lg: 'en' });
    expect(await en.json()).toEqual({
      message: 'The data given is invalid.',
      errors: { email: ['This field is required.'] },
    });
    const wrongType = await post({ email: 42 }, { lg: 'en' });
    expect((await wrongType.json()) as unknown).toMatchObject({
      errors: { email: ['This value is invalid.'] },
    });
    expect((await post('{nope')).status).toBe(400);
  });

  it('answers 404 when the path names another board than the host', async () => {
    expect((await post({ email: 'x@example.com' }, { board: 'careers' })).status).toBe(404);
    const careers = await post(
      { email: 'x@example.com' },
      { board: 'careers', host: 'careers.localhost:3000' },
    );
    expect(careers.status).toBe(201);
    expect(await subscriptionOf('x@example.com')).toMatchObject({ board: 'careers' });
  });

  it('limits each client address, and silently caps mails to one mailbox', async () => {
    clock = new Date('2026-05-04T10:02:00Z');
    for (let i = 0; i < 5; i += 1)
      expect((await post({ email: `ip${i}@example.com` }, { ip: '203.0.113.7' })).status).toBe(201);
    const limited = await post({ email: 'ip9@example.com' }, { ip: '203.0.113.7', lg: 'en' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('480');

    for (let i = 0; i < 5; i += 1)
      expect((await post({ email: 'target@example.com' })).status).toBe(201);
    // Same answer every time, but only 3 mails an hour reach the address.
    expect(await outboxFor('target@example.com')).toHaveLength(3);
  });
});

describe('confirm and unsubscribe', () => {
  it('confirms once: the link is single-use', async () => {
    clock = new Date('2026-05-04T12:00:00Z');
    await post({ email: 'ana@example.com' });
    const { confirm } = await linksOf('ana@example.com');
    const body = { email: confirm.email, token: confirm.token };
    const ok = await post(body, { path: '/confirm', lg: 'en' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Your newsletter subscription is confirmed.' });
    expect((await subscriptionOf('ana@example.com'))?.confirmedAt).toEqual(clock);
    const twice = await post(body, { path: '/confirm' });
    expect(twice.status).toBe(404);
    expect(await twice.json()).toEqual({
      message: 'Ce lien est invalide, a déjà servi ou a expiré.',
    });
  });

  it('refuses a wrong token, another address, another board and an expired link', async () => {
    clock = new Date('2026-05-04T13:00:00Z');
    await post({ email: 'leo@example.com' });
    const { confirm } = await linksOf('leo@example.com');
    const wrong = `${confirm.token.slice(0, -1)}${confirm.token.endsWith('A') ? 'B' : 'A'}`;
    expect(
      (await post({ email: 'leo@example.com', token: wrong }, { path: '/confirm' })).status,
    ).toBe(404);
    expect(
      (await post({ email: 'ana@example.com', token: confirm.token }, { path: '/confirm' })).status,
    ).toBe(404);
    const otherBoard = await post(
      { email: 'leo@example.com', token: confirm.token },
      { path: '/confirm', board: 'careers', host: 'careers.localhost' },
    );
    expect(otherBoard.status).toBe(404);
    const malformed = await post(
      { email: 'leo@example.com', token: 'short' },
      { path: '/confirm' },
    );
    expect(malformed.status).toBe(422);
    clock = new Date('2026-05-11T13:00:01Z');
    const expired = await post(
      { email: 'leo@example.com', token: confirm.token },
      { path: '/confirm' },
    );
    expect(expired.status).toBe(404);
    expect((await subscriptionOf('leo@example.com'))?.confirmedAt).toBeNull();
  });

  it('a new sign-up replaces the pending link', async () => {
    clock = new Date('2026-05-04T14:00:00Z');
    await post({ email: 'mia@example.com' });
    const first = (await linksOf('mia@example.com')).confirm;
    await post({ email: 'mia@example.com' });
    const second = (await linksOf('mia@example.com')).confirm;
    expect(second.token).not.toBe(first.token);
    expect(
      (await post({ email: first.email, token: first.token }, { path: '/confirm' })).status,
    ).toBe(404);
    expect(
      (await post({ email: second.email, token: second.token }, { path: '/confirm' })).status,
    ).toBe(200);
  });

  it('unsubscribes with the mailed link, repeatably, and an old confirmation link cannot resubscribe', async () => {
    clock = new Date('2026-05-04T15:00:00Z');
    await post({ email: 'noe@example.com' });
    const { confirm, unsubscribe } = await linksOf('noe@example.com');
    const body = { email: unsubscribe.email, token: unsubscribe.token };
    const res = await post(body, { path: '/unsubscribe', lg: 'en' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'You are unsubscribed from the newsletter.' });
    expect((await subscriptionOf('noe@example.com'))?.unsubscribedAt).toEqual(clock);
    expect((await post(body, { path: '/unsubscribe' })).status).toBe(200);
    expect(
      (await post({ email: confirm.email, token: confirm.token }, { path: '/confirm' })).status,
    ).toBe(404);
    // The confirmation token cannot unsubscribe, and the unsubscribe token is board-bound.
    expect(
      (await post({ email: confirm.email, token: confirm.token }, { path: '/unsubscribe' })).status,
    ).toBe(404);
    expect(
      (await post(body, { path: '/unsubscribe', board: 'careers', host: 'careers.localhost' }))
        .status,
    ).toBe(404);
    // Signing up again restarts the double opt-in with a new mail.
    await post({ email: 'noe@example.com' });
    expect(await outboxFor('noe@example.com')).toHaveLength(2);
    expect(await subscriptionOf('noe@example.com')).toMatchObject({
      unsubscribedAt: null,
      confirmedAt: null,
    });
  });
});
