import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { invoices } from '@jobboard/db/schema/billing';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offerPublications } from '@jobboard/db/schema/offers';
import { operatorAuditLog } from '@jobboard/db/schema/operators';
import { paymentRefunds } from '@jobboard/db/schema/payment-refunds';
import { payments } from '@jobboard/db/schema/payments';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import { startFakeStripe, type FakeStripe } from '@jobboard/stripe-fake/fake-stripe';
import { readApiEnv } from '../../env';
import { call, signUp, strongPassword, sessionCookie } from '../../testing/accounts';
import { createCompleteOffer } from '../../testing/publishing-fixtures';
import { CONSOLE_HOST, signedInOperator } from '../../testing/operators';
import { createTestApp, type TestApp } from '../../testing/test-app';

const CONSOLE = CONSOLE_HOST;
const CAREERS = 'careers.localhost';
const OWNER = 'owner@refunds.example';

let t: TestApp;
let fake: FakeStripe;
let ownerC = '';
const cookies = { all: '', careers: '', hospitality: '' };

const onConsole = (method: string, path: string, body?: unknown, cookie?: string, lg = 'en') =>
  call(t, method, path, body, { host: CONSOLE, cookie, lg: lg as 'en' });

const signedIn = (email: string, boards: 'all' | string[]) => signedInOperator(t, email, boards);

/** Pays a careers posting on the fake Stripe and delivers its webhook: the payment row. */
async function payPosting(title: string) {
  const id = await createCompleteOffer(t, ownerC, OWNER, { title, host: CAREERS });
  const start = await call(
    t,
    'POST',
    `/api/jobboard/careers/employer/offer/${id}/create-single-job-posting-checkout-session`,
    {
      success_url: `http://${CAREERS}/fr/employer/offer/${id}/publish/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://${CAREERS}/fr/employer/offer/${id}/publish/cancel`,
    },
    { cookie: ownerC, host: CAREERS },
  );
  expect(start.status, await start.clone().text()).toBe(200);
  const { data } = (await start.json()) as { data: { session_id: string } };
  await deliver(await fake.pay(data.session_id));
  const [payment] = await t.handle.db
    .select()
    .from(payments)
    .where(eq(payments.sessionId, data.session_id));
  expect(payment!.status).toBe('paid');
  expect(payment!.stripePaymentIntent).toMatch(/^pi_/);
  // A posting always has its offer (only a package has none).
  return { ...payment!, offerId: payment!.offerId! };
}

async function deliver(delivery: { payload: string; signature: string; host: string }) {
  const hook = await call(t, 'POST', '/api/stripe/webhook', delivery.payload, {
    host: delivery.host,
    headers: { 'stripe-signature': delivery.signature },
  });
  expect(hook.status).toBe(200);
}

const refund = (id: number, body: unknown, cookie = cookies.careers, lg = 'en') =>
  onConsole('POST', `/api/operator/payments/${id}/refund`, body, cookie, lg);
const refundsOfIntent = (pi: string) =>
  [...fake.refunds.values()].filter((r) => r.payment_intent === pi);
const creditNotes = (paymentId: number) =>
  t.handle.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'credit_note')));
const refundMails = () =>
  t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'payment-refunded'));
const refundAudits = () =>
  t.handle.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'refund_payment'));

interface Listed {
  data: {
    id: number;
    status: string;
    refunded_cents: number;
    remaining_cents: number;
    amount_cents: number;
    invoice_reference: string | null;
    offer: { title: string };
    team: { name: string };
    stripe_session_id: string;
  }[];
  meta: { total: number; current_page: number; last_page: number };
}
const list = async (query: string, cookie = cookies.careers) => {
  const res = await onConsole('GET', `/api/operator/payments${query}`, undefined, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Listed;
};

let paidA: Awaited<ReturnType<typeof payPosting>>;
let paidB: Awaited<ReturnType<typeof payPosting>>;
let paidC: Awaited<ReturnType<typeof payPosting>>;
let paidD: Awaited<ReturnType<typeof payPosting>>;
let paidE: Awaited<ReturnType<typeof payPosting>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    env: readApiEnv({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
      STRIPE_TIMEOUT_MS: '2000',
    }),
  });
  await seedReferenceData(t.handle.db);
  await signUp(t, 'ats', OWNER);
  const login = await call(
    t,
    'POST',
    '/api/ats/auth/login',
    { email: OWNER, password: strongPassword },
    { host: CAREERS },
  );
  ownerC = sessionCookie(login)!;
  paidA = await payPosting('Comptable remboursé');
  paidB = await payPosting('Analyste concurrent');
  paidC = await payPosting('Partiel concurrent');
  paidD = await payPosting('Remboursé dans Stripe');
  paidE = await payPosting('Reprise après échec');
  cookies.all = await signedIn('all@refunds.example', 'all');
  cookies.careers = await signedIn('careers@refunds.example', ['careers']);
  cookies.hospitality = await signedIn('hosp@refunds.example', ['hospitality']);
}, 180_000);

afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('console payment routes', () => {
  it('are a 401 without a console session and a 404 on a board host', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/operator/payments'],
      ['POST', `/api/operator/payments/${paidA.id}/refund`, {}],
      ['GET', '/api/operator/revenue'],
      ['GET', '/api/operator/revenue.csv'],
    ];
    for (const [method, path, body] of routes) {
      expect((await onConsole(method, path, body)).status, `${method} ${path}`).toBe(401);
      const onBoard = await call(t, method, path, body, { host: CAREERS, cookie: cookies.all });
      expect(onBoard.status, `${method} ${path} on a board`).toBe(404);
    }
  });
});

describe('GET /api/operator/payments', () => {
  it('lists the payments of the operator’s boards with their invoice, filtered by board, month and status', async () => {
    const all = await list('');
    expect(all.meta.total).toBe(5);
    const a = all.data.find((row) => row.id === paidA.id)!;
    expect(a).toMatchObject({
      status: 'paid',
      amount_cents: paidA.amountTotal,
      refunded_cents: 0,
      remaining_cents: paidA.amountTotal,
      stripe_session_id: paidA.sessionId,
    });
    expect(a.offer.title).toBe('Comptable remboursé');
    expect(a.invoice_reference).toMatch(/\d{4}-\d{5}$/);

    // An operator of hospitality only sees none of careers', even asking for it by name.
    expect((await list('', cookies.hospitality)).meta.total).toBe(0);
    expect((await list('?board=careers', cookies.hospitality)).data).toEqual([]);
    expect((await list('?board=hospitality', cookies.all)).meta.total).toBe(0);

    const month = paidA.paidAt!.toISOString().slice(0, 7);
    // The month is Quebec's: a payment made just after midnight UTC is the day before there.
    const quebecMonth = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
    })
      .format(paidA.paidAt!)
      .slice(0, 7);
    expect((await list(`?month=${quebecMonth}`)).meta.total).toBe(5);
    expect((await list('?month=1999-01')).meta.total).toBe(0);
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    expect((await list('?status=refunded')).meta.total).toBe(0);
    expect((await list('?status=paid')).meta.total).toBe(5);

    const bad = await onConsole(
      'GET',
      '/api/operator/payments?month=2026-13',
      undefined,
      cookies.careers,
      'fr',
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('AAAA-MM');
  });
});

describe('POST /api/operator/payments/{id}/refund', () => {
  it('refuses a short reason, more than remains, and a payment outside the operator’s boards', async () => {
    const short = await refund(paidA.id, { reason: 'no' }, cookies.careers, 'fr');
    expect(short.status).toBe(422);
    const tooMuch = await refund(paidA.id, {
      reason: 'Geste commercial',
      amount_cents: paidA.amountTotal + 1,
    });
    expect(tooMuch.status).toBe(422);
    expect(((await tooMuch.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'amount_cents',
    );
    const other = await refund(paidA.id, { reason: 'Pas mon site' }, cookies.hospitality);
    expect(other.status).toBe(404);
    expect(refundsOfIntent(paidA.stripePaymentIntent!)).toHaveLength(0);
    expect(await refundAudits()).toHaveLength(0);
  });

  it('writes nothing when Stripe fails: no refund row, no credit note, no audit line', async () => {
    fake.failNext('error');
    const res = await refund(paidA.id, { reason: 'Stripe en panne' });
    expect(res.status).toBe(503);
    expect(await t.handle.db.select().from(paymentRefunds)).toHaveLength(0);
    expect(await creditNotes(paidA.id)).toHaveLength(0);
    expect(await refundAudits()).toHaveLength(0);
  });

  it('refunds part: a credit note for that part, the offer stays posted, the employer mailed, audited', async () => {
    const [invoice] = await t.handle.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.paymentId, paidA.id), eq(invoices.kind, 'invoice')));
    const part = Math.round(paidA.amountTotal / 4);
    const res = await refund(paidA.id, { reason: 'Erreur de durée', amount_cents: part });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = (await res.json()) as {
      data: { status: string; remaining_cents: number; credit_note_reference: string };
    };
    expect(data.status).toBe('partially_refunded');
    expect(data.remaining_cents).toBe(paidA.amountTotal - part);
    expect(data.credit_note_reference).toMatch(/-NC-\d{4}-00001$/);

    const stripeRefunds = refundsOfIntent(paidA.stripePaymentIntent!);
    expect(stripeRefunds.map((r) => r.amount)).toEqual([part]);

    const [note] = await creditNotes(paidA.id);
    expect(note!.totalCents).toBe(part);
    expect(note!.creditedInvoiceId).toBe(invoice!.id);
    const taxes = note!.taxes.reduce((a, tax) => a + tax.amountCents, 0);
    expect(note!.subtotalCents + taxes).toBe(part);
    expect(note!.taxes.map((tax) => tax.code).sort()).toEqual(['gst', 'qst']);
    // GST 5 % of what was credited before taxes, to the cent.
    const gst = note!.taxes.find((tax) => tax.code === 'gst')!;
    expect(Math.abs(gst.amountCents - note!.subtotalCents * 0.05)).toBeLessThanOrEqual(1);

    const published = await t.handle.db
      .select()
      .from(offerPublications)
      .where(eq(offerPublications.offerId, paidA.offerId));
    expect(published.map((p) => p.board)).toContain('careers');

    const mails = await refundMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(OWNER);
    expect(JSON.stringify(mails[0]!.payload)).toContain(note!.reference);

    const audits = await refundAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      board: 'careers',
      targetType: 'payment',
      targetId: String(paidA.id),
      reason: 'Erreur de durée',
    });
    expect((await list('?status=partially_refunded')).data.map((r) => r.id)).toEqual([paidA.id]);
  });

  it('refunds what remains by default: the paid period ends and the offer leaves careers', async () => {
    const res = await refund(paidA.id, { reason: 'Annulation du client' });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = (await res.json()) as { data: { status: string; remaining_cents: number } };
    expect(data).toMatchObject({ status: 'refunded', remaining_cents: 0 });
    const amounts = refundsOfIntent(paidA.stripePaymentIntent!).map((r) => r.amount);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(paidA.amountTotal);
    expect(await creditNotes(paidA.id)).toHaveLength(2);

    const [after] = await t.handle.db.select().from(payments).where(eq(payments.id, paidA.id));
    expect(after!.paidUntil!.getTime()).toBeLessThanOrEqual(Date.now());
    const published = await t.handle.db
      .select()
      .from(offerPublications)
      .where(eq(offerPublications.offerId, paidA.offerId));
    expect(published.map((p) => p.board)).not.toContain('careers');

    const again = await refund(paidA.id, { reason: 'Encore une fois' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe('nothing_to_refund');
    expect(refundsOfIntent(paidA.stripePaymentIntent!)).toHaveLength(2);
    expect((await list('?status=refunded')).data.map((r) => r.id)).toEqual([paidA.id]);
  });

  it('gives a refunded featured upgrade its days back: the offer stays posted, no longer featured', async () => {
    const posting = await payPosting('Sommelier en vedette');
    const start = await call(
      t,
      'POST',
      `/api/jobboard/careers/employer/offer/${posting.offerId}/create-featured-checkout-session`,
      {
        days: 7,
        success_url: `http://${CAREERS}/fr/employer/my-offers?featured=${posting.offerId}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `http://${CAREERS}/fr/employer/my-offers`,
      },
      { cookie: ownerC, host: CAREERS },
    );
    expect(start.status, await start.clone().text()).toBe(200);
    const { data } = (await start.json()) as { data: { session_id: string } };
    await deliver(await fake.pay(data.session_id));
    const [featured] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.sessionId, data.session_id));
    const publication = async () =>
      (
        await t.handle.db
          .select()
          .from(offerPublications)
          .where(eq(offerPublications.offerId, posting.offerId))
      ).find((p) => p.board === 'careers');
    expect((await publication())?.featuredUntil).not.toBeNull();

    const res = await refund(featured!.id, { reason: 'Mise en vedette annulée' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await publication())?.featuredUntil).toBeNull();
    expect(await creditNotes(featured!.id)).toHaveLength(1);
  });

  it('takes back the unspent credits of a package refunded in full, and says so in the mail', async () => {
    const start = await call(
      t,
      'POST',
      '/api/jobboard/careers/employer/create-package-checkout-session',
      {
        package: 'pack-5',
        success_url: `http://${CAREERS}/en/employer/invoices?package_session={CHECKOUT_SESSION_ID}`,
        cancel_url: `http://${CAREERS}/en/employer/invoices`,
      },
      { cookie: ownerC, host: CAREERS },
    );
    expect(start.status, await start.clone().text()).toBe(200);
    const { data } = (await start.json()) as { data: { session_id: string } };
    await deliver(await fake.pay(data.session_id));
    const [bought] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.sessionId, data.session_id));
    const remaining = async () => {
      const res = await call(t, 'GET', '/api/ats/credits', undefined, {
        cookie: ownerC,
        host: CAREERS,
      });
      const balances = ((await res.json()) as { data: { board: string; remaining: number }[] })
        .data;
      return balances.find((b) => b.board === 'careers')?.remaining ?? 0;
    };
    expect(await remaining()).toBe(5);

    const res = await refund(bought!.id, { reason: 'Forfait acheté par erreur' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await remaining()).toBe(0);
    const mails = (await refundMails()).filter(
      (m) => (m.payload as { purchase: string }).purchase === 'package',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ offerId: null, full: true });
    // Listed under what it sold, as its invoice line words it.
    const listed = (await list('?status=refunded')).data.find((r) => r.id === bought!.id);
    expect(listed?.offer.title).toMatch(/5-posting pack|Forfait 5/);
  });

  it('two concurrent full refunds refund once: one 200, one 409', async () => {
    const answers = await Promise.all([
      refund(paidB.id, { reason: 'Double clic 1' }),
      refund(paidB.id, { reason: 'Double clic 2' }, cookies.all),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const made = refundsOfIntent(paidB.stripePaymentIntent!);
    expect(made).toHaveLength(1);
    expect(made[0]!.amount).toBe(paidB.amountTotal);
    expect(await creditNotes(paidB.id)).toHaveLength(1);
    const rows = await t.handle.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paidB.id));
    expect(rows).toHaveLength(1);
  });

  it('two concurrent partial refunds never give back more than was paid', async () => {
    const sixty = Math.round(paidC.amountTotal * 0.6);
    const answers = await Promise.all([
      refund(paidC.id, { reason: 'Partiel 1', amount_cents: sixty }),
      refund(paidC.id, { reason: 'Partiel 2', amount_cents: sixty }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const total = refundsOfIntent(paidC.stripePaymentIntent!).reduce((a, r) => a + r.amount, 0);
    expect(total).toBe(sixty);
    expect(total).toBeLessThanOrEqual(paidC.amountTotal);
  });
});

describe('a retry after a failure on our side', () => {
  it('gets the same Stripe refund back: one refund at Stripe, recorded once', async () => {
    // Our transaction fails after Stripe refunded (a trigger refuses the refund's row once).
    await t.handle.db.execute(
      sql.raw(`CREATE FUNCTION refuse_refund() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'simulated failure'; END; $$ LANGUAGE plpgsql`),
    );
    await t.handle.db.execute(
      sql.raw(`CREATE TRIGGER refuse_refund BEFORE INSERT ON payment_refunds
        FOR EACH ROW EXECUTE FUNCTION refuse_refund()`),
    );
    const failed = await refund(paidE.id, { reason: 'Première tentative' });
    expect(failed.status).toBe(500);
    expect(refundsOfIntent(paidE.stripePaymentIntent!)).toHaveLength(1);
    const audits = await refundAudits();
    expect(audits.filter((a) => a.targetId === String(paidE.id))).toHaveLength(0);
    await t.handle.db.execute(sql.raw('DROP TRIGGER refuse_refund ON payment_refunds'));
    await t.handle.db.execute(sql.raw('DROP FUNCTION refuse_refund()'));

    const retried = await refund(paidE.id, { reason: 'Deuxième tentative' });
    expect(retried.status, await retried.clone().text()).toBe(200);
    const made = refundsOfIntent(paidE.stripePaymentIntent!);
    expect(made).toHaveLength(1);
    const [row] = await t.handle.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paidE.id));
    expect(row!.stripeRefundId).toBe(made[0]!.id);
    expect(await creditNotes(paidE.id)).toHaveLength(1);
  });
});

describe('charge.refunded', () => {
  it('changes nothing for a refund the console recorded, even redelivered', async () => {
    const [made] = refundsOfIntent(paidB.stripePaymentIntent!);
    const before = {
      refunds: (await t.handle.db.select().from(paymentRefunds)).length,
      notes: (await t.handle.db.select().from(invoices)).length,
      mails: (await refundMails()).length,
    };
    const delivery = fake.refundEvent(made!.id);
    await deliver(delivery);
    await deliver(delivery);
    expect((await t.handle.db.select().from(paymentRefunds)).length).toBe(before.refunds);
    expect((await t.handle.db.select().from(invoices)).length).toBe(before.notes);
    expect((await refundMails()).length).toBe(before.mails);
  });

  it('records a refund made in Stripe’s dashboard once, with its credit note and the period ended', async () => {
    const auditsBefore = (await refundAudits()).length;
    const { refund: made, delivery } = await fake.refundInDashboard(paidD.stripePaymentIntent!);
    await deliver(delivery);
    await deliver(fake.refundEvent(made.id));
    const rows = await t.handle.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paidD.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      stripeRefundId: made.id,
      amountCents: paidD.amountTotal,
      operatorId: null,
    });
    const [note] = await creditNotes(paidD.id);
    expect(note!.totalCents).toBe(paidD.amountTotal);
    expect(rows[0]!.creditNoteId).toBe(note!.id);
    const published = await t.handle.db
      .select()
      .from(offerPublications)
      .where(eq(offerPublications.offerId, paidD.offerId));
    expect(published.map((p) => p.board)).not.toContain('careers');
    // Not an operator's action: no audit line.
    expect((await refundAudits()).length).toBe(auditsBefore);
    const listed = (await list('')).data.find((r) => r.id === paidD.id)!;
    expect(listed.status).toBe('refunded');
  });
});

describe('GET /api/operator/revenue', () => {
  it('sums invoices and credit notes per board and month, taxes apart', async () => {
    const year = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(
        new Date(),
      ),
    );
    const res = await onConsole(
      'GET',
      `/api/operator/revenue?year=${year}`,
      undefined,
      cookies.careers,
    );
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        months: Record<string, number | string>[];
        totals: Record<string, number | string>[];
      };
    };
    expect(data.months).toHaveLength(12);
    const all = await t.handle.db.select().from(invoices).where(eq(invoices.board, 'careers'));
    const sum = (kind: string, f: (i: (typeof all)[number]) => number) =>
      all.filter((i) => i.kind === kind).reduce((a, i) => a + f(i), 0);
    const tax = (code: string) => (i: (typeof all)[number]) =>
      i.taxes.filter((x) => x.code === code).reduce((a, x) => a + x.amountCents, 0);
    const total = data.totals[0]!;
    expect(total).toMatchObject({
      board: 'careers',
      gross_cents: sum('invoice', (i) => i.subtotalCents - i.discountCents),
      gst_cents: sum('invoice', tax('gst')),
      qst_cents: sum('invoice', tax('qst')),
      refunds_cents: sum('credit_note', (i) => i.subtotalCents),
      refunds_gst_cents: sum('credit_note', tax('gst')),
      net_total_cents:
        sum('invoice', (i) => i.totalCents) - sum('credit_note', (i) => i.totalCents),
    });
    expect(total.refunds_cents).toBeGreaterThan(0);
    expect(Number(total.net_cents)).toBe(Number(total.gross_cents) - Number(total.refunds_cents));

    const other = await onConsole(
      'GET',
      `/api/operator/revenue?year=${year}`,
      undefined,
      cookies.hospitality,
    );
    const hosp = ((await other.json()) as { data: { totals: { board: string }[] } }).data;
    expect(hosp.totals.map((x) => x.board)).toEqual(['hospitality']);

    const csv = await onConsole(
      'GET',
      `/api/operator/revenue.csv?year=${year}&board=careers`,
      undefined,
      cookies.careers,
      'fr',
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="revenue-careers-\d{4}\.csv"$/,
    );
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('TVQ remboursée');
    expect(lines).toHaveLength(14);
    const totalLine = lines.at(-1)!.split(',');
    expect(totalLine[2]).toBe((Number(total.gross_cents) / 100).toFixed(2));
    expect(totalLine[2]).toMatch(/^\d+\.\d{2}$/);

    const viaFormat = await onConsole(
      'GET',
      `/api/operator/revenue?year=${year}&format=csv`,
      undefined,
      cookies.careers,
    );
    expect(viaFormat.headers.get('content-type')).toContain('text/csv');
  });
});
