import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import { teams } from '@jobboard/db/schema/accounts';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offerPublications, offers } from '@jobboard/db/schema/offers';
import { payments } from '@jobboard/db/schema/payments';
import {
  startFakeStripe,
  type FakeStripe,
  type WebhookDelivery,
} from '@jobboard/stripe-fake/fake-stripe';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import { readApiEnv } from '../../env';
import { sitemapData } from '../../services/seo/sitemap-data';
import { call, sessionCookie, signUp, strongPassword } from '../../testing/accounts';
import { createCompleteOffer, teamOf, unmoderatedBoards } from '../../testing/publishing-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let fake: FakeStripe;
let owner: string;
let rival: string;
let ownerC: string;
let rivalC: string;
const HOSP = 'hospitality.localhost';
const CAREERS = 'careers.localhost';
const ownerEmail = 'owner@publish.example';

const base = (board: string, id: number) => `/api/jobboard/${board}/employer/offer/${id}`;
const pages = (host: string, id: number) => ({
  success_url: `http://${host}/en/employer/offer/${id}/publish/success?session_id={CHECKOUT_SESSION_ID}`,
  cancel_url: `http://${host}/en/employer/offer/${id}/publish/cancel`,
});

async function startCheckout(id: number, cookie = ownerC, boards?: string[]) {
  const res = await call(
    t,
    'POST',
    `${base('careers', id)}/create-single-job-posting-checkout-session`,
    { ...pages(CAREERS, id), ...(boards ? { boards } : {}) },
    { cookie, host: CAREERS },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const { data } = (await res.json()) as {
    data: { kind: string; session_id: string; url: string };
  };
  return data;
}

const deliver = (d: WebhookDelivery, o: { payload?: string; signature?: string } = {}) =>
  call(t, 'POST', '/api/stripe/webhook', o.payload ?? d.payload, {
    host: d.host,
    headers: { 'stripe-signature': o.signature ?? d.signature },
  });

const returnFrom = (id: number, sessionId: string, cookie = ownerC) =>
  call(
    t,
    'PUT',
    `${base('careers', id)}/update-single-job-posting-checkout-session-status`,
    { session_id: sessionId },
    { cookie, host: CAREERS },
  );

async function liveIn(board: string, id: number, title: string, lg: 'fr' | 'en') {
  const host = `${board}.localhost`;
  const list = await call(
    t,
    'GET',
    `/api/jobboard/${board}/offers?title=${encodeURIComponent(title)}`,
    undefined,
    { host, lg },
  );
  const ids = ((await list.json()) as { data: { id: number }[] }).data.map((o) => o.id);
  const page = await call(t, 'GET', `/api/jobboard/${board}/offers/${id}`, undefined, { host, lg });
  const sitemap = await sitemapData({ db: t.handle.db, board, locale: lg });
  return {
    search: ids.includes(id),
    page: page.status,
    sitemap: sitemap.offers.some((o) => o.id === id),
  };
}

const receipts = (offerId: number) =>
  t.handle.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, 'posting-receipt'), eq(mailOutbox.recipient, ownerEmail)))
    .then((rows) => rows.filter((r) => (r.payload as { offerId: number }).offerId === offerId));

const publications = (offerId: number) =>
  t.handle.db.select().from(offerPublications).where(eq(offerPublications.offerId, offerId));

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    boards: unmoderatedBoards,
    env: readApiEnv({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
      STRIPE_TIMEOUT_MS: '600',
    }),
  });
  // Reference data only (attributes, cities): the demo offers are not needed here.
  await seedReferenceData(t.handle.db);
  owner = await signUp(t, 'ats', ownerEmail);
  rival = await signUp(t, 'ats', 'rival@publish.example');
  // A session belongs to one board: the same employers sign in on the paid board too.
  ownerC = await signIn(ownerEmail);
  rivalC = await signIn('rival@publish.example');
}, 180_000);

async function signIn(email: string): Promise<string> {
  const res = await call(
    t,
    'POST',
    '/api/ats/auth/login',
    { email, password: strongPassword },
    {
      host: CAREERS,
    },
  );
  expect(res.status).toBe(200);
  return sessionCookie(res)!;
}
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('free board', () => {
  it('publishes at once: search in both languages, page and sitemap', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Plongeur Zephyrin' });
    expect(await liveIn('hospitality', id, 'Zephyrin', 'fr')).toMatchObject({ search: false });
    const res = await call(t, 'POST', `${base('hospitality', id)}/publish`, undefined, {
      cookie: owner,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = (await res.json()) as { data: { status: string; boards: string[] } };
    expect(data).toMatchObject({ status: 'published', boards: ['hospitality'] });
    expect(await liveIn('hospitality', id, 'Zephyrin', 'fr')).toEqual({
      search: true,
      page: 200,
      sitemap: true,
    });
    expect((await liveIn('hospitality', id, 'Zephyrin', 'en')).search).toBe(true);
    const [pub] = await publications(id);
    const days = (pub!.expiresAt!.getTime() - pub!.publishedAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('refuses an offer without its French version (422, translated), publishing nothing', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, {
      title: 'Night cook only english',
      french: false,
    });
    const res = await call(
      t,
      'POST',
      `${base('hospitality', id)}/publish`,
      {},
      {
        cookie: owner,
        lg: 'fr',
      },
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toMatch(/version française/);
    expect(body.errors.publication).toContain(
      'Le titre en français est requis pour publier l’offre.',
    );
    expect(await publications(id)).toHaveLength(0);
  });

  it("answers 404 for another team's offer on every publishing route", async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Owner only' });
    const tries: [string, string, object | undefined, string][] = [
      ['POST', `${base('hospitality', id)}/publish`, undefined, HOSP],
      [
        'POST',
        `${base('careers', id)}/create-single-job-posting-checkout-session`,
        pages(CAREERS, id),
        CAREERS,
      ],
      [
        'PUT',
        `${base('careers', id)}/update-single-job-posting-checkout-session-status`,
        { session_id: 'cs_test_x' },
        CAREERS,
      ],
      ['PUT', `/api/ats/offers/${id}/unpublish-from-all-jobboards`, undefined, HOSP],
    ];
    for (const [method, path, body, host] of tries) {
      const res = await call(t, method, path, body, {
        cookie: host === CAREERS ? rivalC : rival,
        host,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await publications(id)).toHaveLength(0);
  });

  it('refuses a partner board unless the team may publish there (403)', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Partner try' });
    const res = await call(
      t,
      'POST',
      `${base('hospitality', id)}/publish`,
      { boards: ['careers'] },
      {
        cookie: owner,
      },
    );
    expect(res.status).toBe(403);
    expect(await publications(id)).toHaveLength(0);
  });
});

describe('paid board', () => {
  it('does not publish without payment (409)', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Unpaid attempt' });
    const res = await call(t, 'POST', `${base('careers', id)}/publish`, undefined, {
      cookie: ownerC,
      host: CAREERS,
    });
    expect(res.status).toBe(409);
    expect(await publications(id)).toHaveLength(0);
  });

  it('creates a CAD session with taxes, metadata and a reference, idempotently', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Session shape' });
    const first = await startCheckout(id);
    const again = await startCheckout(id);
    expect(again.session_id).toBe(first.session_id);
    expect(first.url).toBe(`${fake.url}/c/pay/${first.session_id}`);
    const session = fake.sessions.get(first.session_id)!;
    // 149.00 + GST 7.45 + QST 14.86
    expect(session).toMatchObject({
      currency: 'cad',
      amount_total: 17131,
      client_reference_id: `offer-${id}`,
      metadata: { offer_id: String(id), board: 'careers', boards: 'careers' },
      mode: 'payment',
    });
    const [row] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.sessionId, first.session_id));
    expect(row).toMatchObject({ amountTotal: 17131, currency: 'cad', status: 'open' });
  });

  it('publishes once when the webhook comes first, the return finds it done', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Webhook first cook' });
    const { session_id } = await startCheckout(id);
    const delivery = await fake.pay(session_id);
    expect((await deliver(delivery)).status).toBe(200);
    expect((await liveIn('careers', id, 'Webhook first', 'en')).search).toBe(true);
    const back = await returnFrom(id, session_id);
    expect(back.status).toBe(200);
    expect(((await back.json()) as { data: { status: string } }).data.status).toBe('paid');
    expect(await receipts(id)).toHaveLength(1);
    expect(await publications(id)).toHaveLength(1);
  });

  it('holds a paid posting whose scam score reaches the threshold: paid, not public, the receipt says so', async () => {
    // Moderation is off here; the scam score holds whatever the setting.
    const id = await createCompleteOffer(t, owner, ownerEmail, {
      title: 'Cook paid in gift cards',
    });
    const { session_id } = await startCheckout(id);
    expect((await deliver(await fake.pay(session_id))).status).toBe(200);
    const [publication] = await publications(id);
    expect(publication?.heldAt).not.toBeNull();
    // (This file's team is new and writes many offers: the burst signal may come too.)
    expect(publication?.signals).toContainEqual({
      code: 'gift_cards',
      weight: 50,
      evidence: 'gift cards',
    });
    expect(await liveIn('careers', id, 'gift cards', 'en')).toEqual({
      search: false,
      page: 404,
      sitemap: false,
    });
    const [receipt] = await receipts(id);
    expect(receipt?.payload).toMatchObject({ underReview: ['Careers North'] });
  });

  it('publishes once when the employer returns first, the webhook finds it done', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Return first cook' });
    const { session_id } = await startCheckout(id);
    const delivery = await fake.pay(session_id);
    const back = await returnFrom(id, session_id);
    expect(back.status).toBe(200);
    const { data } = (await back.json()) as {
      data: { status: string; offer: { boards: string[] } };
    };
    expect(data).toMatchObject({ status: 'paid', offer: { boards: ['careers'] } });
    expect((await deliver(delivery)).status).toBe(200);
    expect(await receipts(id)).toHaveLength(1);
    expect((await liveIn('careers', id, 'Return first', 'fr')).page).toBe(200);
  });

  it('gives one publication and one mail for three concurrent deliveries of one event', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Concurrent cook' });
    const { session_id } = await startCheckout(id);
    const delivery = await fake.pay(session_id);
    const answers = await Promise.all([deliver(delivery), deliver(delivery), deliver(delivery)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await receipts(id)).toHaveLength(1);
    expect(await publications(id)).toHaveLength(1);
    const [row] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.sessionId, session_id));
    expect(row!.handledEventIds).toEqual([delivery.eventId]);
  });

  it('sells the next period in the last week of a paid one, starting when it ends', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Renewed cook' });
    const first = await startCheckout(id);
    expect((await deliver(await fake.pay(first.session_id))).status).toBe(200);
    // Three weeks left: publishing again is free and changes nothing.
    expect((await startCheckout(id)).kind).toBe('published');
    // Three days left: the checkout sells thirty more days, from the end of the current ones.
    const end = new Date(Date.now() + 3 * 86_400_000);
    await t.handle.db
      .update(payments)
      .set({ paidUntil: end })
      .where(eq(payments.sessionId, first.session_id));
    await t.handle.db
      .update(offerPublications)
      .set({ expiresAt: end })
      .where(eq(offerPublications.offerId, id));
    await t.handle.db.update(offers).set({ expiresAt: end }).where(eq(offers.id, id));
    const mine = await call(t, 'GET', '/api/ats/offers?title=Renewed', undefined, {
      cookie: ownerC,
      host: CAREERS,
    });
    const row = ((await mine.json()) as { data: { id: number; expires_at: string }[] }).data.find(
      (o) => o.id === id,
    );
    expect(Date.parse(row!.expires_at)).toBe(end.getTime());
    const renewal = await startCheckout(id);
    expect(renewal.kind).toBe('checkout');
    expect(renewal.session_id).not.toBe(first.session_id);
    expect((await deliver(await fake.pay(renewal.session_id))).status).toBe(200);
    const [publication] = await publications(id);
    expect(publication?.expiresAt?.getTime()).toBe(end.getTime() + 30 * 86_400_000);
    expect(await receipts(id)).toHaveLength(2);
  });

  it('refuses forged, re-serialised, unsigned and old events, publishing nothing', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Forged cook' });
    const { session_id } = await startCheckout(id);
    const delivery = await fake.pay(session_id);
    const reserialised = JSON.stringify(JSON.parse(delivery.payload), null, 2);
    const forged = delivery.payload.replace('"paid"', '"paid" ');
    const old = fake.signedEvent(session_id, 'checkout.session.completed', {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const wrongSecret = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    for (const [label, res] of [
      ['re-serialised', await deliver(delivery, { payload: reserialised })],
      ['forged', await deliver(delivery, { payload: forged })],
      ['bad signature', await deliver(delivery, { signature: wrongSecret })],
      [
        'no signature',
        await call(t, 'POST', '/api/stripe/webhook', delivery.payload, { lg: 'fr' }),
      ],
      ['old', await deliver(old)],
    ] as const) {
      expect(res.status, label).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/signature/i);
    }
    expect(await publications(id)).toHaveLength(0);
    expect(await receipts(id)).toHaveLength(0);
  });

  it('refuses a signed event dated beyond the tolerance in the future (issue 46, item 33)', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Future cook' });
    const { session_id } = await startCheckout(id);
    const delivery = await fake.pay(session_id);
    const { generateTestHeaderString } = (await import('stripe')).default.webhooks;
    const now = Math.floor(Date.now() / 1000);
    const signedAt = (timestamp: number) =>
      generateTestHeaderString({
        payload: delivery.payload,
        secret: fake.webhookSecret,
        timestamp,
      });
    const future = await deliver(delivery, { signature: signedAt(now + 600) });
    expect(future.status).toBe(400);
    expect(((await future.json()) as { message: string }).message).toMatch(/signature/i);
    expect(await publications(id)).toHaveLength(0);
    // A clock a few seconds ahead of ours is within the tolerance.
    expect((await deliver(delivery, { signature: signedAt(now + 5) })).status).toBe(200);
    expect(await publications(id)).toHaveLength(1);
  });

  it('keeps a paid posting when an expired event arrives after the completed one', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Out of order cook' });
    const { session_id } = await startCheckout(id);
    const paid = await fake.pay(session_id);
    const expired = fake.signedEvent(session_id, 'checkout.session.expired');
    const body = JSON.parse(expired.payload) as { data: { object: Record<string, unknown> } };
    body.data.object.status = 'expired';
    body.data.object.payment_status = 'unpaid';
    const payload = JSON.stringify(body);
    const { generateTestHeaderString } = (await import('stripe')).default.webhooks;
    const signature = generateTestHeaderString({ payload, secret: fake.webhookSecret });
    expect((await deliver(paid)).status).toBe(200);
    expect((await deliver(expired, { payload, signature })).status).toBe(200);
    const [row] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.sessionId, session_id));
    expect(row!.status).toBe('paid');
    expect(await publications(id)).toHaveLength(1);
  });

  it('does not publish an unpaid session on return (the URL is never trusted)', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Unpaid return' });
    const { session_id } = await startCheckout(id);
    const back = await returnFrom(id, session_id);
    expect(back.status).toBe(200);
    expect(((await back.json()) as { data: { status: string } }).data.status).toBe('open');
    expect(await publications(id)).toHaveLength(0);
  });

  it("answers 404 to a return with another offer's or another team's session", async () => {
    const a = await createCompleteOffer(t, owner, ownerEmail, { title: 'Session A' });
    const b = await createCompleteOffer(t, owner, ownerEmail, { title: 'Session B' });
    const sessionB = (await startCheckout(b)).session_id;
    await fake.pay(sessionB);
    expect((await returnFrom(a, sessionB)).status).toBe(404);
    const rivalOffer = await createCompleteOffer(t, rival, 'rival@publish.example', {
      title: 'Rival offer',
    });
    const rivalSession = (await startCheckout(rivalOffer, rivalC)).session_id;
    await fake.pay(rivalSession);
    expect((await returnFrom(a, rivalSession)).status).toBe(404);
    expect((await returnFrom(b, 'cs_test_unknown')).status).toBe(404);
    expect(await publications(a)).toHaveLength(0);
    expect(await publications(rivalOffer)).toHaveLength(0);
  });

  it('refuses success and cancel pages on another site (422)', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Foreign return' });
    const res = await call(
      t,
      'POST',
      `${base('careers', id)}/create-single-job-posting-checkout-session`,
      { success_url: 'https://evil.example/steal', cancel_url: pages(HOSP, id).cancel_url },
      { cookie: ownerC, host: CAREERS },
    );
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['cancel_url', 'success_url']);
  });

  it('answers 503 when Stripe fails or times out, and records nothing', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Outage cook' });
    for (const mode of ['error', 'hang'] as const) {
      fake.failNext(mode);
      const res = await call(
        t,
        'POST',
        `${base('careers', id)}/create-single-job-posting-checkout-session`,
        pages(CAREERS, id),
        { cookie: ownerC, host: CAREERS, lg: 'fr' },
      );
      expect(res.status, mode).toBe(503);
      expect(((await res.json()) as { message: string }).message).toMatch(/Rien n’a été facturé/);
    }
    expect(await t.handle.db.select().from(payments).where(eq(payments.offerId, id))).toHaveLength(
      0,
    );
    const { session_id } = await startCheckout(id);
    await fake.pay(session_id);
    fake.failNext('error');
    expect((await returnFrom(id, session_id)).status).toBe(503);
    expect(await publications(id)).toHaveLength(0);
  });
});

describe('unpublish from all boards', () => {
  it('removes the offer from search, page and sitemap; republishing in the paid period is free', async () => {
    const id = await createCompleteOffer(t, owner, ownerEmail, { title: 'Unpublish Quillon' });
    const { session_id } = await startCheckout(id);
    await deliver(await fake.pay(session_id));
    expect(await liveIn('careers', id, 'Quillon', 'en')).toEqual({
      search: true,
      page: 200,
      sitemap: true,
    });
    const res = await call(
      t,
      'PUT',
      `/api/ats/offers/${id}/unpublish-from-all-jobboards`,
      undefined,
      {
        cookie: ownerC,
        host: CAREERS,
      },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { status: string } }).data.status).toBe('unpublished');
    expect(await liveIn('careers', id, 'Quillon', 'en')).toEqual({
      search: false,
      page: 404,
      sitemap: false,
    });
    const sessions = fake.sessions.size;
    const again = await startCheckout(id);
    expect(again.kind).toBe('published');
    expect(fake.sessions.size).toBe(sessions);
    expect((await liveIn('careers', id, 'Quillon', 'fr')).search).toBe(true);
    expect(await receipts(id)).toHaveLength(1);
  });

  it('takes an offer live on both boards (partner team) off both at once', async () => {
    const partner = 'partner@publish.example';
    await signUp(t, 'ats', partner);
    await t.handle.db
      .update(teams)
      .set({ canPublishOnPartnerOrOurNetwork: true })
      .where(eq(teams.id, await teamOf(t, partner)));
    const partnerC = await signIn(partner);
    const id = await createCompleteOffer(t, partnerC, partner, {
      title: 'Partner Vauquelin',
      host: CAREERS,
    });
    // Paid here, free on hospitality: one checkout for careers puts it on both once paid.
    const { session_id } = await startCheckout(id, partnerC, ['careers', 'hospitality']);
    expect(fake.sessions.get(session_id)).toMatchObject({
      amount_total: 17131,
      metadata: { boards: 'careers,hospitality' },
    });
    expect((await publications(id)).map((p) => p.board)).toEqual([]);
    expect((await deliver(await fake.pay(session_id))).status).toBe(200);
    const live = { search: true, page: 200, sitemap: true };
    expect(await liveIn('careers', id, 'Vauquelin', 'en')).toEqual(live);
    // Published on both at the same moment, its home is the first board by key (careers): only
    // the home board's sitemap lists it, the other's page names that one as canonical.
    expect(await liveIn('hospitality', id, 'Vauquelin', 'fr')).toEqual({ ...live, sitemap: false });
    // Shared from hospitality, an offer carries a hospitality specialization: careers has no
    // landing page for it (404), so careers' sitemap must not list one (issue 18).
    const [hosp] = await queryRows<{ id: number; slug_en: string }>(
      t.handle.db,
      sql`SELECT id, slug_en FROM offer_attributes
          WHERE type = 'specialization' AND board = 'hospitality' ORDER BY id LIMIT 1`,
    );
    await t.handle.db.execute(
      sql`UPDATE offer_search SET attribute_ids = attribute_ids || ${Number(hosp!.id)}::int
          WHERE offer_id = ${id}`,
    );
    const landingSlugs = async (board: string) =>
      (await sitemapData({ db: t.handle.db, board, locale: 'en' })).specializations.map(
        (s) => s.slug.en,
      );
    expect(await landingSlugs('hospitality')).toContain(hosp!.slug_en);
    expect(await landingSlugs('careers')).not.toContain(hosp!.slug_en);

    const res = await call(
      t,
      'PUT',
      `/api/ats/offers/${id}/unpublish-from-all-jobboards`,
      undefined,
      {
        cookie: partnerC,
        host: CAREERS,
      },
    );
    expect(res.status).toBe(200);
    const gone = { search: false, page: 404, sitemap: false };
    for (const lg of ['fr', 'en'] as const) {
      expect(await liveIn('careers', id, 'Vauquelin', lg)).toEqual(gone);
      expect(await liveIn('hospitality', id, 'Vauquelin', lg)).toEqual(gone);
    }
    expect(await publications(id)).toHaveLength(0);
  });
});
