import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { permissions, userPermissions, users } from '@jobboard/db/schema/accounts';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offerPublications } from '@jobboard/db/schema/offers';
import { invoices } from '@jobboard/db/schema/billing';
import { payments } from '@jobboard/db/schema/payments';
import { offerSearch } from '@jobboard/db/schema/search';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import {
  startFakeStripe,
  type FakeStripe,
  type WebhookDelivery,
} from '@jobboard/stripe-fake/fake-stripe';
import { readApiEnv } from '../../env';
import { sweepPublications } from '../../services/publishing/expiry-sweep';
import { call, sessionCookie, signUp, strongPassword } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { createCompleteOffer, teamOf } from '../../testing/publishing-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let fake: FakeStripe;
let owner: string;
let ownerC: string;
let rivalC: string;
let memberC: string;
const CAREERS = 'careers.localhost';
const ownerEmail = 'owner@featured.example';
const DAY = 86_400_000;
// 49.00 + GST 2.45 + QST 4.89 (9.975 % of 49.00, rounded to the cent)
const SEVEN_DAYS_TOTAL = 5634;

const base = (board: string, id: number) => `/api/jobboard/${board}/employer/offer/${id}`;
const pages = (host: string, id: number) => ({
  success_url: `http://${host}/en/employer/offers?featured=${id}&session_id={CHECKOUT_SESSION_ID}`,
  cancel_url: `http://${host}/en/employer/offers`,
});

const featureCheckout = (id: number, body: object, o: { cookie?: string; board?: string } = {}) => {
  const board = o.board ?? 'careers';
  const host = `${board}.localhost`;
  return call(
    t,
    'POST',
    `${base(board, id)}/create-featured-checkout-session`,
    { ...pages(host, id), ...body },
    { cookie: o.cookie ?? ownerC, host },
  );
};

async function startFeatured(id: number, days: 7 | 30 = 7) {
  const res = await featureCheckout(id, { days });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: { kind: string; session_id: string; url: string } }).data;
}

const deliver = (d: WebhookDelivery) =>
  call(t, 'POST', '/api/stripe/webhook', d.payload, {
    host: d.host,
    headers: { 'stripe-signature': d.signature },
  });

const payment = async (sessionId: string) =>
  (await t.handle.db.select().from(payments).where(eq(payments.sessionId, sessionId)))[0]!;

const featuredReceipts = (offerId: number) =>
  t.handle.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, 'featured-receipt'), eq(mailOutbox.recipient, ownerEmail)))
    .then((rows) => rows.filter((r) => (r.payload as { offerId: number }).offerId === offerId));

const featuredUntil = async (offerId: number, board = 'careers') => {
  const [row] = await t.handle.db
    .select({ until: offerPublications.featuredUntil })
    .from(offerPublications)
    .where(and(eq(offerPublications.offerId, offerId), eq(offerPublications.board, board)));
  return row?.until ?? null;
};

interface ListedOffer {
  id: number;
  featured: boolean;
  featured_until: string | null;
}

async function search(query: string, host = CAREERS) {
  const res = await call(
    t,
    'GET',
    `/api/jobboard/${host.split('.')[0]}/offers?${query}`,
    undefined,
    {
      host,
    },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { data: ListedOffer[]; meta: { total: number } };
}

/** An offer of the owner's team, published on careers through a paid single posting. */
async function publishedOnCareers(title: string): Promise<number> {
  const id = await createCompleteOffer(t, ownerC, ownerEmail, { title, host: CAREERS });
  const res = await call(
    t,
    'POST',
    `${base('careers', id)}/create-single-job-posting-checkout-session`,
    {
      success_url: `http://${CAREERS}/en/employer/offer/${id}/publish/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://${CAREERS}/en/employer/offer/${id}/publish/cancel`,
    },
    { cookie: ownerC, host: CAREERS },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const { session_id } = ((await res.json()) as { data: { session_id: string } }).data;
  expect((await deliver(await fake.pay(session_id))).status).toBe(200);
  return id;
}

async function signIn(email: string, host = CAREERS): Promise<string> {
  const res = await call(
    t,
    'POST',
    '/api/ats/auth/login',
    { email, password: strongPassword },
    {
      host,
    },
  );
  expect(res.status).toBe(200);
  return sessionCookie(res)!;
}

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    env: readApiEnv({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
      STRIPE_TIMEOUT_MS: '600',
    }),
  });
  await seedReferenceData(t.handle.db);
  owner = await signUp(t, 'ats', ownerEmail);
  await signUp(t, 'ats', 'rival@featured.example');
  await signUp(t, 'ats', 'member@featured.example');
  // The member joins the owner's team without manage_offers.
  const db = t.handle.db;
  const [member] = await db.select().from(users).where(eq(users.email, 'member@featured.example'));
  await db
    .update(users)
    .set({ teamId: await teamOf(t, ownerEmail) })
    .where(eq(users.id, member!.id));
  const [manageOffers] = await db
    .select()
    .from(permissions)
    .where(eq(permissions.name, 'manage_offers'));
  await db
    .delete(userPermissions)
    .where(
      and(
        eq(userPermissions.userId, member!.id),
        eq(userPermissions.permissionId, manageOffers!.id),
      ),
    );
  ownerC = await signIn(ownerEmail);
  rivalC = await signIn('rival@featured.example');
  memberC = await signIn('member@featured.example');
}, 180_000);

afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('featured checkout', () => {
  it('refuses an unpublished offer (409), another team (404), a member without manage_offers (403), a board that does not sell it (409)', async () => {
    const draft = await createCompleteOffer(t, ownerC, ownerEmail, {
      title: 'Draft feature',
      host: CAREERS,
    });
    const unpublished = await featureCheckout(draft, { days: 7 });
    expect(unpublished.status).toBe(409);
    expect(((await unpublished.json()) as { message: string }).message).toMatch(/published/);

    const live = await publishedOnCareers('Feature rules cook');
    expect((await featureCheckout(live, { days: 7 }, { cookie: rivalC })).status).toBe(404);
    expect((await featureCheckout(live, { days: 7 }, { cookie: memberC })).status).toBe(403);
    expect((await featureCheckout(live, { days: 14 })).status).toBe(422);
    // Under review is not live: it cannot be featured before an operator approves it.
    const publicationOf = and(
      eq(offerPublications.offerId, live),
      eq(offerPublications.board, 'careers'),
    );
    await t.handle.db.update(offerPublications).set({ heldAt: new Date() }).where(publicationOf);
    expect((await featureCheckout(live, { days: 7 })).status).toBe(409);
    await t.handle.db.update(offerPublications).set({ heldAt: null }).where(publicationOf);
    // A return page of another site is refused like a posting's.
    expect(
      (await featureCheckout(live, { days: 7, success_url: 'https://evil.example/x' })).status,
    ).toBe(422);

    // Hospitality is a free board and sells no featured period.
    const free = await createCompleteOffer(t, owner, ownerEmail, { title: 'Free feature try' });
    expect(
      (await call(t, 'POST', `${base('hospitality', free)}/publish`, undefined, { cookie: owner }))
        .status,
    ).toBe(200);
    const notSold = await featureCheckout(
      free,
      { days: 7 },
      { cookie: owner, board: 'hospitality' },
    );
    expect(notSold.status).toBe(409);
    expect(await featuredUntil(free, 'hospitality')).toBeNull();
    const rows = await t.handle.db.select().from(payments).where(eq(payments.kind, 'featured'));
    expect(rows).toHaveLength(0);
  });

  it('creates a CAD session with the featured price and taxes, codes allowed, idempotently', async () => {
    const id = await publishedOnCareers('Featured session cook');
    const first = await startFeatured(id);
    expect((await startFeatured(id)).session_id).toBe(first.session_id);
    const session = fake.sessions.get(first.session_id)!;
    expect(session).toMatchObject({
      amount_total: SEVEN_DAYS_TOTAL,
      allow_promotion_codes: true,
      metadata: { kind: 'featured', offer_id: String(id), board: 'careers', featured_days: '7' },
    });
    expect(await payment(first.session_id)).toMatchObject({
      kind: 'featured',
      featuredDays: 7,
      boards: ['careers'],
      amountTotal: SEVEN_DAYS_TOTAL,
      status: 'open',
    });
    const thirty = await startFeatured(id, 30);
    // 149.00 + 7.45 + 14.86
    expect(fake.sessions.get(thirty.session_id)!.amount_total).toBe(17131);
  });
});

describe('featured fulfilment', () => {
  it('features once under concurrent deliveries, through the webhook, and the offers API says until when', async () => {
    const id = await publishedOnCareers('Featured webhook cook');
    const { session_id } = await startFeatured(id);
    const before = Date.now();
    const delivery = await fake.pay(session_id);
    // The same event twice and another event of the same session, all at once.
    const other = fake.signedEvent(session_id, 'checkout.session.completed');
    const answers = await Promise.all([deliver(delivery), deliver(delivery), deliver(other)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const until = (await featuredUntil(id))!.getTime();
    expect(until).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(until).toBeLessThan(Date.now() + 7 * DAY + 1);
    const row = await payment(session_id);
    expect(row).toMatchObject({ status: 'paid', amountDiscount: 0 });
    expect([...row.handledEventIds].sort()).toEqual([delivery.eventId, other.eventId].sort());
    // The posting's period is not touched by a featured payment.
    expect(row.paidUntil).toBeNull();
    // One receipt, however many deliveries.
    const mails = await featuredReceipts(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ days: 7, amountCents: SEVEN_DAYS_TOTAL });

    const found = await search('title=Featured%20webhook');
    expect(found.data[0]).toMatchObject({ id, featured: true });
    expect(Date.parse(found.data[0]!.featured_until!)).toBe(until);
    const one = await call(t, 'GET', `/api/jobboard/careers/offers/${id}`, undefined, {
      host: CAREERS,
    });
    expect(((await one.json()) as { data: ListedOffer }).data.featured_until).not.toBeNull();

    // The return page confirms it like a posting's.
    const back = await call(
      t,
      'PUT',
      `${base('careers', id)}/update-single-job-posting-checkout-session-status`,
      { session_id },
      { cookie: ownerC, host: CAREERS },
    );
    expect(back.status).toBe(200);
    expect(((await back.json()) as { data: object }).data).toMatchObject({
      status: 'paid',
      featured_until: new Date(until).toISOString(),
    });
    expect((await featuredUntil(id))!.getTime()).toBe(until);

    // Thirty more days bought while featured start when the current period ends.
    const more = await startFeatured(id, 30);
    expect((await deliver(await fake.pay(more.session_id))).status).toBe(200);
    expect((await featuredUntil(id))!.getTime()).toBe(until + 30 * DAY);
  });

  it('accepts the BIENVENUE25 discount and records it; a discount without a code is refused', async () => {
    const id = await publishedOnCareers('Promo featured cook');
    const { session_id } = await startFeatured(id);
    expect(fake.applyPromotionCode(session_id, 'NOPE')).toBe(false);
    expect(fake.applyPromotionCode(session_id, 'bienvenue25')).toBe(true);
    const discount = Math.round(SEVEN_DAYS_TOTAL * 0.25);
    expect(fake.sessions.get(session_id)).toMatchObject({
      amount_subtotal: SEVEN_DAYS_TOTAL,
      amount_total: SEVEN_DAYS_TOTAL - discount,
      total_details: { amount_discount: discount },
      discounts: [{ promotion_code: 'promo_fake_bienvenue25' }],
    });
    expect((await deliver(await fake.pay(session_id))).status).toBe(200);
    expect(await payment(session_id)).toMatchObject({ status: 'paid', amountDiscount: discount });
    // The receipt says what was paid: the discounted total.
    const [mail] = await featuredReceipts(id);
    expect(mail!.payload).toMatchObject({ amountCents: SEVEN_DAYS_TOTAL - discount });
    expect(await featuredUntil(id)).not.toBeNull();
    // Its invoice shows the discount before the taxes and adds up to what the card paid.
    const [invoice] = await t.handle.db
      .select()
      .from(invoices)
      .where(eq(invoices.stripeReference, session_id));
    expect(invoice).toMatchObject({
      subtotalCents: 4_900,
      discountCents: 1_225,
      totalCents: SEVEN_DAYS_TOTAL - discount,
    });
    expect(invoice!.lines[0]!.description).toMatch(/^Featured offer, Careers North \(7 days\)/);
    expect(
      invoice!.subtotalCents -
        invoice!.discountCents +
        invoice!.taxes.reduce((sum, tax) => sum + tax.amountCents, 0),
    ).toBe(invoice!.totalCents);

    // A lower total that no promotion code explains publishes nothing.
    const other = await publishedOnCareers('Tampered featured cook');
    const tampered = await startFeatured(other);
    const session = fake.sessions.get(tampered.session_id)!;
    session.total_details.amount_discount = 1000;
    session.amount_total -= 1000;
    expect((await deliver(await fake.pay(tampered.session_id))).status).toBe(200);
    expect((await payment(tampered.session_id)).status).toBe('open');
    expect(await featuredUntil(other)).toBeNull();
  });

  it('accepts a discounted posting payment too (the one fulfilment path)', async () => {
    const id = await createCompleteOffer(t, ownerC, ownerEmail, {
      title: 'Promo posting cook',
      host: CAREERS,
    });
    const res = await call(
      t,
      'POST',
      `${base('careers', id)}/create-single-job-posting-checkout-session`,
      {
        success_url: `http://${CAREERS}/en/employer/offer/${id}/publish/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `http://${CAREERS}/en/employer/offer/${id}/publish/cancel`,
      },
      { cookie: ownerC, host: CAREERS },
    );
    const { session_id } = ((await res.json()) as { data: { session_id: string } }).data;
    expect(fake.applyPromotionCode(session_id, 'BIENVENUE25')).toBe(true);
    expect((await deliver(await fake.pay(session_id))).status).toBe(200);
    expect(await payment(session_id)).toMatchObject({
      kind: 'posting',
      status: 'paid',
      amountDiscount: Math.round(17131 * 0.25),
    });
  });
});

describe('featured ordering', () => {
  it('puts featured offers first, three per page at most, in the default sort only', async () => {
    const company = await insertFixtureCompany(t.handle.db, { nameFr: 'Quokka', nameEn: 'Quokka' });
    const featured: number[] = [];
    const others: number[] = [];
    // 5 featured and 20 others, all matching "Wombat"; the featured ones are the oldest.
    for (let i = 0; i < 25; i += 1) {
      const isFeatured = i < 5;
      const id = await insertFixtureOffer(t.handle.db, {
        companyId: company,
        contents: [{ language: 'fr', title: `Wombat ${i}` }],
        boards: ['careers'],
        publishedHoursAgo: 100 - i,
        featured: isFeatured,
      });
      (isFeatured ? featured : others).push(id);
    }
    const newest = (ids: number[]) => [...ids].reverse();
    const page1 = await search('title=Wombat');
    expect(page1.meta.total).toBe(25);
    expect(page1.data.map((o) => o.id)).toEqual([
      ...newest(featured).slice(0, 3),
      ...newest(others).slice(0, 17),
    ]);
    expect(page1.data.slice(0, 3).every((o) => o.featured && o.featured_until)).toBe(true);
    expect(page1.data.slice(3).some((o) => o.featured)).toBe(false);
    const page2 = await search('title=Wombat&page=2');
    expect(page2.data.map((o) => o.id)).toEqual([
      ...newest(featured).slice(3),
      ...newest(others).slice(17),
    ]);
    // An explicit sort is that order alone.
    const byDate = await search('title=Wombat&sort=date');
    expect(byDate.data.map((o) => o.id)).toEqual(newest([...featured, ...others]).slice(0, 20));
    // Without text: the board's whole list, the same slots.
    const all = await search('');
    expect(all.data.slice(0, 3).every((o) => o.featured)).toBe(true);
  });

  it('a featured period ending drops the offer from the first slots, cache or not, and the sweep clears it', async () => {
    const company = await insertFixtureCompany(t.handle.db, { nameFr: 'Numbat', nameEn: 'Numbat' });
    const old = await insertFixtureOffer(t.handle.db, {
      companyId: company,
      contents: [{ language: 'fr', title: 'Numbat ancien' }],
      boards: ['careers'],
      publishedHoursAgo: 50,
      featuredForHours: 1.5 / 3600,
    });
    const recent = await insertFixtureOffer(t.handle.db, {
      companyId: company,
      contents: [{ language: 'fr', title: 'Numbat récent' }],
      boards: ['careers'],
      publishedHoursAgo: 1,
    });
    const ids = async () => (await search('title=Numbat')).data.map((o) => o.id);
    expect(await ids()).toEqual([old, recent]);
    // Served from the cache until the period ends, then recomputed: no write happened.
    expect(await ids()).toEqual([old, recent]);
    await new Promise((resolve) => setTimeout(resolve, 1_800));
    expect(await ids()).toEqual([recent, old]);
    expect((await search('title=Numbat')).data[1]).toMatchObject({
      featured: false,
      featured_until: null,
    });

    const swept = await sweepPublications(t.handle.db, t.runtime.boards);
    expect(swept.unfeatured).toBeGreaterThanOrEqual(1);
    expect(await featuredUntil(old)).toBeNull();
    const [row] = await t.handle.db
      .select({ until: offerSearch.featuredUntil })
      .from(offerSearch)
      .where(and(eq(offerSearch.offerId, old), eq(offerSearch.board, 'careers')));
    expect(row!.until).toBeNull();
    expect(await ids()).toEqual([recent, old]);
  });
});
