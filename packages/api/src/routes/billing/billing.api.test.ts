import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { permissions, userPermissions, users } from '@jobboard/db/schema/accounts';
import { invoices } from '@jobboard/db/schema/billing';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { payments } from '@jobboard/db/schema/payments';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import { startFakeStripe, type FakeStripe } from '@jobboard/stripe-fake/fake-stripe';
import { readApiEnv } from '../../env';
import { issueCreditNote, issueInvoice } from '../../services/billing/issue-invoice';
import { call, sessionCookie, signUp, strongPassword } from '../../testing/accounts';
import { createCompleteOffer, teamOf } from '../../testing/publishing-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let fake: FakeStripe;
let ownerC: string;
let clerkC: string;
let rivalC: string;
const CAREERS = 'careers.localhost';
const ownerEmail = 'owner@invoices.example';
const clerkEmail = 'clerk@invoices.example';

const profile = {
  legal_name: 'Bistro Lévis inc.',
  address_line1: '12, rue Saint-Laurent',
  address_line2: '',
  city: 'Lévis',
  province: 'QC',
  postal_code: 'g6v 3x1',
  gst_number: '555 666 777 RT 0001',
  qst_number: '5556667778TQ0001',
};

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

const careers = () => t.runtime.boards.find((b) => b.key === 'careers')!;

/** Pays a careers posting through Checkout on the fake Stripe and delivers its webhook. */
async function payPosting(title: string): Promise<number> {
  const id = await createCompleteOffer(t, ownerC, ownerEmail, { title, host: CAREERS });
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
  const delivery = await fake.pay(data.session_id);
  const hook = await call(t, 'POST', '/api/stripe/webhook', delivery.payload, {
    host: delivery.host,
    headers: { 'stripe-signature': delivery.signature },
  });
  expect(hook.status).toBe(200);
  return id;
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
  await signUp(t, 'ats', ownerEmail);
  await signUp(t, 'ats', clerkEmail);
  await signUp(t, 'ats', 'rival@invoices.example');
  // The clerk's own team, less manage_billing: a member who may not see invoices.
  const [clerk] = await t.handle.db.select().from(users).where(eq(users.email, clerkEmail));
  const billing = t.handle.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, 'manage_billing'));
  await t.handle.db
    .delete(userPermissions)
    .where(
      and(eq(userPermissions.userId, clerk!.id), inArray(userPermissions.permissionId, billing)),
    );
  ownerC = await signIn(ownerEmail);
  clerkC = await signIn(clerkEmail);
  rivalC = await signIn('rival@invoices.example');
}, 180_000);

afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('billing profile', () => {
  it('is null at first, refuses malformed tax numbers field by field, then keeps them normalised', async () => {
    const empty = await call(t, 'GET', '/api/ats/billing-profile', undefined, {
      cookie: ownerC,
      host: CAREERS,
    });
    expect(await empty.json()).toEqual({ data: null });

    const bad = await call(
      t,
      'PUT',
      '/api/ats/billing-profile',
      { ...profile, gst_number: '12345', postal_code: 'nowhere', legal_name: ' ' },
      { cookie: ownerC, host: CAREERS, lg: 'fr' },
    );
    expect(bad.status).toBe(422);
    const errors = ((await bad.json()) as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['gst_number', 'legal_name', 'postal_code']);
    expect(errors.gst_number![0]).toContain('TPS');

    const saved = await call(t, 'PUT', '/api/ats/billing-profile', profile, {
      cookie: ownerC,
      host: CAREERS,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const read = await call(t, 'GET', '/api/ats/billing-profile', undefined, {
      cookie: ownerC,
      host: CAREERS,
    });
    expect(((await read.json()) as { data: unknown }).data).toEqual({
      ...profile,
      address_line2: null,
      postal_code: 'G6V 3X1',
      gst_number: '555666777RT0001',
    });
  });

  it('is refused to a member without manage_billing, before the body is read', async () => {
    for (const [method, path] of [
      ['GET', '/api/ats/billing-profile'],
      ['PUT', '/api/ats/billing-profile'],
      ['GET', '/api/ats/invoices'],
      ['GET', '/api/ats/invoices/1/pdf'],
    ] as const) {
      const res = await call(t, method, path, method === 'PUT' ? { nonsense: true } : undefined, {
        cookie: clerkC,
        host: CAREERS,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await call(t, 'GET', '/api/ats/invoices', undefined, { host: CAREERS })).status).toBe(
      401,
    );
  });
});

describe('invoices', () => {
  it('issues one with the payment: the list, the receipt mail and a PDF with both tax numbers', async () => {
    const offerId = await payPosting('Sommelier Quintal');
    const list = await call(t, 'GET', '/api/ats/invoices', undefined, {
      cookie: ownerC,
      host: CAREERS,
    });
    const { data } = (await list.json()) as {
      data: {
        id: number;
        reference: string;
        total_cents: number;
        taxes: { amount_cents: number }[];
      }[];
    };
    expect(data).toHaveLength(1);
    const year = new Date().getUTCFullYear();
    expect(data[0]!.reference).toMatch(new RegExp(`^CN-(${year}|${year - 1})-00001$`));
    expect(data[0]!.total_cents).toBe(17_131);
    expect(data[0]!.taxes.map((x) => x.amount_cents)).toEqual([745, 1_486]);

    const [receipt] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'posting-receipt'), eq(mailOutbox.recipient, ownerEmail)));
    expect(receipt!.payload).toMatchObject({ offerId, invoiceReference: data[0]!.reference });

    const pdf = await call(t, 'GET', `/api/ats/invoices/${data[0]!.id}/pdf`, undefined, {
      cookie: ownerC,
      host: CAREERS,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(
      `attachment; filename="${data[0]!.reference}.pdf"`,
    );
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), {
      mergePages: true,
    });
    // The payer signed up in English: the invoice is in their language.
    for (const expected of [
      'INVOICE',
      data[0]!.reference,
      'Carrières Nord inc.',
      'GST no. 123456789RT0001',
      'QST no. 1234567890TQ0001',
      'Bistro Lévis inc.',
      '555666777RT0001',
      '$149.00',
      '$7.45',
      '$14.86',
      'Total (CAD) $171.31',
    ]) {
      expect(text).toContain(expected);
    }
    // Served from the storage afterwards: the same bytes, the document first issued.
    const again = await call(t, 'GET', `/api/ats/invoices/${data[0]!.id}/pdf`, undefined, {
      cookie: ownerC,
      host: CAREERS,
    });
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
  });

  it('is another team’s 404', async () => {
    const [row] = await t.handle.db.select().from(invoices).limit(1);
    const res = await call(t, 'GET', `/api/ats/invoices/${row!.id}/pdf`, undefined, {
      cookie: rivalC,
      host: CAREERS,
    });
    expect(res.status).toBe(404);
    const list = await call(t, 'GET', '/api/ats/invoices', undefined, {
      cookie: rivalC,
      host: CAREERS,
    });
    expect(await list.json()).toEqual({ data: [] });
  });

  it('numbers twenty concurrent payments 1 to 20, and a rolled-back payment leaves no hole', async () => {
    const teamId = await teamOf(t, ownerEmail);
    const [payment] = await t.handle.db.select().from(payments).limit(1);
    // A year of its own keeps this sequence apart from the other tests'.
    const paidAt = new Date('2031-06-01T15:00:00Z');
    const sale = {
      board: careers(),
      paymentId: payment!.id,
      teamId,
      locale: 'en' as const,
      lines: [{ description: { fr: 'Publication', en: 'Posting' }, amountCents: 14_900 }],
      chargedCents: 17_131,
      currency: 'cad',
      paidAt,
      stripeReference: 'cs_test_concurrent',
    };
    await expect(
      t.handle.db.transaction(async (tx) => {
        await issueInvoice(tx, sale);
        throw new Error('the payment fails after its invoice');
      }),
    ).rejects.toThrow('the payment fails');
    const issued = await Promise.all(
      Array.from({ length: 20 }, () => t.handle.db.transaction((tx) => issueInvoice(tx, sale))),
    );
    expect(issued.map((i) => i.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(new Set(issued.map((i) => i.reference)).size).toBe(20);
    expect(issued.find((i) => i.number === 7)!.reference).toBe('CN-2031-00007');
  });

  it('gives a refund a credit note of its own sequence, naming the invoice, taxes in proportion', async () => {
    const [invoice] = await t.handle.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'invoice'), eq(invoices.stripeReference, 'cs_test_concurrent')))
      .limit(1);
    const note = await t.handle.db.transaction((tx) =>
      issueCreditNote(tx, careers(), invoice!, {
        amountCents: 8_566,
        refundedAt: new Date('2031-07-02T15:00:00Z'),
        stripeReference: 're_test_half',
      }),
    );
    expect(note.reference).toBe('CN-NC-2031-00001');
    expect(note.creditedInvoiceId).toBe(invoice!.id);
    expect(note.subtotalCents).toBe(7_450);
    expect(note.taxes.map((x) => x.amountCents)).toEqual([373, 743]);
    expect(note.subtotalCents + note.taxes.reduce((a, x) => a + x.amountCents, 0)).toBe(8_566);
    const list = await call(t, 'GET', '/api/ats/invoices', undefined, {
      cookie: ownerC,
      host: CAREERS,
    });
    const rows = (
      (await list.json()) as { data: { reference: string; credited_reference: string | null }[] }
    ).data;
    expect(rows.find((r) => r.reference === note.reference)?.credited_reference).toBe(
      invoice!.reference,
    );
  });
});
