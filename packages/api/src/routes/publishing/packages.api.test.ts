import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { permissions, userPermissions, users } from '@jobboard/db/schema/accounts';
import { invoices } from '@jobboard/db/schema/billing';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offerPublications } from '@jobboard/db/schema/offers';
import { payments, postingCreditUses, postingCredits } from '@jobboard/db/schema/payments';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import {
  startFakeStripe,
  type FakeStripe,
  type WebhookDelivery,
} from '@jobboard/stripe-fake/fake-stripe';
import { readApiEnv } from '../../env';
import { call, sessionCookie, signUp, strongPassword } from '../../testing/accounts';
import { createCompleteOffer, teamOf, unmoderatedBoards } from '../../testing/publishing-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let fake: FakeStripe;
let ownerC: string;
let rivalC: string;
let memberC: string;
let ownerTeam: number;
const CAREERS = 'careers.localhost';
const HOSPITALITY = 'hospitality.localhost';
const ownerEmail = 'owner@packages.example';
const DAY = 86_400_000;
// 599.00 + GST 29.95 + QST 59.75 (9.975 % of 599.00)
const PACK5_TOTAL = 68_870;

const pages = (host: string) => ({
  success_url: `http://${host}/en/employer/invoices?package_session={CHECKOUT_SESSION_ID}`,
  cancel_url: `http://${host}/en/employer/invoices`,
});

const packageCheckout = (body: object, o: { cookie?: string; host?: string } = {}) => {
  const host = o.host ?? CAREERS;
  return call(
    t,
    'POST',
    `/api/jobboard/${host.split('.')[0]}/employer/create-package-checkout-session`,
    { ...pages(host), ...body },
    { cookie: o.cookie ?? ownerC, host },
  );
};

let purchase = 0;
async function startPackage(key = 'pack-5') {
  // Another return page each time: the same request within the hour is the same session.
  purchase += 1;
  const res = await packageCheckout({
    package: key,
    success_url: `http://${CAREERS}/en/employer/invoices?n=${purchase}&package_session={CHECKOUT_SESSION_ID}`,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: { kind: string; session_id: string; url: string } }).data;
}

const confirm = (sessionId: string, cookie = ownerC) =>
  call(
    t,
    'PUT',
    '/api/jobboard/careers/employer/package-checkout-session-status',
    { session_id: sessionId },
    { cookie, host: CAREERS },
  );

const deliver = (d: WebhookDelivery) =>
  call(t, 'POST', '/api/stripe/webhook', d.payload, {
    host: d.host,
    headers: { 'stripe-signature': d.signature },
  });

const publish = (id: number, body?: object) =>
  call(t, 'POST', `/api/jobboard/careers/employer/offer/${id}/publish`, body, {
    cookie: ownerC,
    host: CAREERS,
  });

const teamCreditRows = () =>
  t.handle.db.select().from(postingCredits).where(eq(postingCredits.teamId, ownerTeam));

interface Balance {
  board: string;
  remaining: number;
  packages: { id: number; postings: number; used: number; remaining: number; expires_at: string }[];
}

async function credits(cookie = ownerC): Promise<Balance[]> {
  const res = await call(t, 'GET', '/api/ats/credits', undefined, { cookie, host: CAREERS });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Balance[] }).data;
}

/** Leaves the team exactly `left` unexpired credits on careers, in one package row. */
async function leaveCredits(left: number) {
  const rows = await teamCreditRows();
  expect(rows.length).toBeGreaterThan(0);
  for (const [i, row] of rows.entries()) {
    await t.handle.db
      .update(postingCredits)
      .set({ used: i === 0 ? row.postings - left : row.postings })
      .where(eq(postingCredits.id, row.id));
  }
}

async function signIn(email: string, host = CAREERS): Promise<string> {
  const res = await call(
    t,
    'POST',
    '/api/ats/auth/login',
    { email, password: strongPassword },
    { host },
  );
  expect(res.status).toBe(200);
  return sessionCookie(res)!;
}

async function buyPack5(): Promise<string> {
  const { session_id } = await startPackage();
  expect((await deliver(await fake.pay(session_id))).status).toBe(200);
  return session_id;
}

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
  await seedReferenceData(t.handle.db);
  await signUp(t, 'ats', ownerEmail);
  await signUp(t, 'ats', 'rival@packages.example');
  await signUp(t, 'ats', 'member@packages.example');
  ownerTeam = await teamOf(t, ownerEmail);
  // The member joins the owner's team without manage_billing.
  const db = t.handle.db;
  const [member] = await db.select().from(users).where(eq(users.email, 'member@packages.example'));
  await db.update(users).set({ teamId: ownerTeam }).where(eq(users.id, member!.id));
  const [manageBilling] = await db
    .select()
    .from(permissions)
    .where(eq(permissions.name, 'manage_billing'));
  await db
    .delete(userPermissions)
    .where(
      and(
        eq(userPermissions.userId, member!.id),
        eq(userPermissions.permissionId, manageBilling!.id),
      ),
    );
  ownerC = await signIn(ownerEmail);
  rivalC = await signIn('rival@packages.example');
  memberC = await signIn('member@packages.example');
}, 180_000);

afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('package checkout', () => {
  it('refuses an unknown key (422), a free board (409), a member without manage_billing (403), a return page elsewhere (422)', async () => {
    const unknown = await packageCheckout({ package: 'pack-7' });
    expect(unknown.status).toBe(422);
    expect(
      ((await unknown.json()) as { errors: Record<string, string[]> }).errors.package,
    ).toHaveLength(1);
    const free = await packageCheckout(
      { package: 'pack-5' },
      { host: HOSPITALITY, cookie: await signIn(ownerEmail, HOSPITALITY) },
    );
    expect(free.status).toBe(409);
    expect(((await free.json()) as { message: string }).message).toMatch(/package|forfait/i);
    expect((await packageCheckout({ package: 'pack-5' }, { cookie: memberC })).status).toBe(403);
    expect(
      (await packageCheckout({ package: 'pack-5', success_url: 'https://evil.example/x' })).status,
    ).toBe(422);
    // Nothing was written for the refused ones.
    expect(
      await t.handle.db.select().from(payments).where(eq(payments.teamId, ownerTeam)),
    ).toHaveLength(0);
  });

  it("asks Stripe for the package's price with taxes, and writes a package payment without an offer", async () => {
    const { session_id, kind, url } = await startPackage();
    expect(kind).toBe('checkout');
    expect(url).toContain(session_id);
    expect(fake.sessions.get(session_id)).toMatchObject({
      amount_total: PACK5_TOTAL,
      allow_promotion_codes: true,
      metadata: { kind: 'package', package_key: 'pack-5', board: 'careers' },
    });
    const [row] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.sessionId, session_id));
    expect(row).toMatchObject({
      kind: 'package',
      offerId: null,
      packageKey: 'pack-5',
      amountTotal: PACK5_TOTAL,
      status: 'open',
    });
    // pack-10: 999.00 + 49.95 + 99.65
    const ten = await startPackage('pack-10');
    expect(fake.sessions.get(ten.session_id)!.amount_total).toBe(114_860);
  });
});

describe('package fulfilment', () => {
  it('grants the credits once under concurrent webhook deliveries and the return, valid 12 months, with one invoice', async () => {
    const { session_id } = await startPackage();
    const before = Date.now();
    const delivery = await fake.pay(session_id);
    const answers = await Promise.all([
      deliver(delivery),
      deliver(delivery),
      deliver(delivery),
      confirm(session_id),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const [payment] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.sessionId, session_id));
    expect(payment!.status).toBe('paid');
    const granted = await t.handle.db
      .select()
      .from(postingCredits)
      .where(eq(postingCredits.paymentId, payment!.id));
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ board: 'careers', postings: 5, used: 0, teamId: ownerTeam });
    const months = granted[0]!.expiresAt.getTime() - before;
    expect(months).toBeGreaterThan(364 * DAY);
    expect(months).toBeLessThan(367 * DAY);
    const issued = await t.handle.db
      .select()
      .from(invoices)
      .where(eq(invoices.stripeReference, session_id));
    expect(issued).toHaveLength(1);
    // One receipt, whatever the deliveries, naming the credits and the invoice.
    const receipts = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'package-receipt'));
    const mine = receipts.filter(
      (m) => (m.payload as { invoiceReference?: string }).invoiceReference === issued[0]!.reference,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toMatchObject({ postings: 5, amountCents: PACK5_TOTAL });
    // The return says paid and the balance after it.
    const again = await confirm(session_id);
    expect(again.status).toBe(200);
    const body = (await again.json()) as { data: { status: string; credits: Balance[] } };
    expect(body.data.status).toBe('paid');
    expect(body.data.credits.find((c) => c.board === 'careers')!.remaining).toBeGreaterThanOrEqual(
      5,
    );
    // Another team's return with this session is a 404.
    expect((await confirm(session_id, rivalC)).status).toBe(404);
  });

  it('issues the invoice for the package with the BIENVENUE25 discount before taxes', async () => {
    const { session_id } = await startPackage();
    expect(fake.applyPromotionCode(session_id, 'BIENVENUE25')).toBe(true);
    const discount = Math.round(PACK5_TOTAL * 0.25);
    expect((await deliver(await fake.pay(session_id))).status).toBe(200);
    const [payment] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.sessionId, session_id));
    expect(payment).toMatchObject({ status: 'paid', amountDiscount: discount });
    const [invoice] = await t.handle.db
      .select()
      .from(invoices)
      .where(eq(invoices.stripeReference, session_id));
    expect(invoice).toMatchObject({
      subtotalCents: 59_900,
      discountCents: 14_975,
      totalCents: PACK5_TOTAL - discount,
    });
    expect(invoice!.lines[0]!.description).toMatch(
      /^(5-posting pack, Careers North|Forfait 5\u00a0publications, Carrières Nord)/,
    );
    expect(
      invoice!.subtotalCents -
        invoice!.discountCents +
        invoice!.taxes.reduce((sum, tax) => sum + tax.amountCents, 0),
    ).toBe(invoice!.totalCents);
    // The full credits all the same.
    const [granted] = await t.handle.db
      .select()
      .from(postingCredits)
      .where(eq(postingCredits.paymentId, payment!.id));
    expect(granted!.postings).toBe(5);
  });
});

describe('publishing with credits', () => {
  it('publishes both of two concurrent publishes when the package has two credits left', async () => {
    if ((await teamCreditRows()).length === 0) await buyPack5();
    await leaveCredits(2);
    const offers = [];
    for (const title of ['Credit cook C', 'Credit cook D'])
      offers.push(await createCompleteOffer(t, ownerC, ownerEmail, { title, host: CAREERS }));
    const answers = await Promise.all(offers.map((id) => publish(id)));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await credits()).find((c) => c.board === 'careers')).toBeUndefined();
  });

  it('spends one credit for one of two concurrent publishes when one is left; the other is 409 payment_required', async () => {
    if ((await teamCreditRows()).length === 0) await buyPack5();
    await leaveCredits(1);
    const a = await createCompleteOffer(t, ownerC, ownerEmail, {
      title: 'Credit cook A',
      host: CAREERS,
    });
    const b = await createCompleteOffer(t, ownerC, ownerEmail, {
      title: 'Credit cook B',
      host: CAREERS,
    });
    const answers = await Promise.all([publish(a), publish(b)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { code?: string; message: string }).message).toBeTruthy();
    const uses = await t.handle.db.select().from(postingCreditUses);
    expect(uses.filter((u) => u.offerId === a || u.offerId === b)).toHaveLength(1);
    const published = uses.find((u) => u.offerId === a || u.offerId === b)!.offerId;
    const live = await t.handle.db
      .select()
      .from(offerPublications)
      .where(eq(offerPublications.board, 'careers'));
    expect(live.filter((p) => p.offerId === a || p.offerId === b).map((p) => p.offerId)).toEqual([
      published,
    ]);
    const balance = (await credits()).find((c) => c.board === 'careers');
    expect(balance).toBeUndefined();
    expect((await teamCreditRows()).every((r) => r.used === r.postings)).toBe(true);
  });

  it('publishes by credit for the board duration; republishing within it is free; use_credit false asks for the card', async () => {
    await leaveCredits(3);
    const id = await createCompleteOffer(t, ownerC, ownerEmail, {
      title: 'Period cook',
      host: CAREERS,
    });
    // Paying by card instead: no credit spent.
    const byCard = await publish(id, { use_credit: false });
    expect(byCard.status).toBe(409);
    expect((await credits()).find((c) => c.board === 'careers')!.remaining).toBe(3);
    const start = Date.now();
    expect((await publish(id)).status).toBe(200);
    expect((await credits()).find((c) => c.board === 'careers')!.remaining).toBe(2);
    const [publication] = await t.handle.db
      .select()
      .from(offerPublications)
      .where(and(eq(offerPublications.offerId, id), eq(offerPublications.board, 'careers')));
    const days = (publication!.expiresAt!.getTime() - start) / DAY;
    expect(Math.round(days)).toBe(30);
    // Off the boards and back within the period: no second credit.
    expect(
      (
        await call(t, 'PUT', `/api/ats/offers/${id}/unpublish-from-all-jobboards`, undefined, {
          cookie: ownerC,
          host: CAREERS,
        })
      ).status,
    ).toBe(200);
    expect((await publish(id, { use_credit: false })).status).toBe(200);
    expect((await credits()).find((c) => c.board === 'careers')!.remaining).toBe(2);
  });

  it('leaves expired credits unused, and GET /api/ats/credits shows the balance to every employer of the team only', async () => {
    await leaveCredits(2);
    const rows = await teamCreditRows();
    const live = rows.find((r) => r.used < r.postings)!;
    // The live package expires tomorrow; another, expired yesterday, still has credits.
    const other = rows.find((r) => r.id !== live.id)!;
    await t.handle.db
      .update(postingCredits)
      .set({ expiresAt: new Date(Date.now() + DAY) })
      .where(eq(postingCredits.id, live.id));
    await t.handle.db
      .update(postingCredits)
      .set({ used: 0, expiresAt: new Date(Date.now() - DAY) })
      .where(eq(postingCredits.id, other.id));

    const balance = await credits();
    expect(balance).toHaveLength(1);
    expect(balance[0]).toMatchObject({ board: 'careers', remaining: 2 });
    expect(balance[0]!.packages.map((p) => p.id)).toEqual([live.id]);
    expect(new Date(balance[0]!.packages[0]!.expires_at).getTime()).toBe(
      (await teamCreditRows()).find((r) => r.id === live.id)!.expiresAt.getTime(),
    );
    // A member without manage_billing reads it; another team sees none of it.
    expect(await credits(memberC)).toEqual(balance);
    expect(await credits(rivalC)).toEqual([]);

    // Two publishes: the two live credits go, never the expired package's.
    for (const title of ['Expiry cook A', 'Expiry cook B']) {
      const id = await createCompleteOffer(t, ownerC, ownerEmail, { title, host: CAREERS });
      expect((await publish(id)).status).toBe(200);
    }
    const id = await createCompleteOffer(t, ownerC, ownerEmail, {
      title: 'Expiry cook C',
      host: CAREERS,
    });
    expect((await publish(id)).status).toBe(409);
    const [expired] = await t.handle.db
      .select()
      .from(postingCredits)
      .where(eq(postingCredits.id, other.id));
    expect(expired!.used).toBe(0);
    expect(await credits()).toEqual([]);
  });
});
