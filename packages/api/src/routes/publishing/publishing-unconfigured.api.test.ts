import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { offerPublications } from '@jobboard/db/schema/offers';
import { payments } from '@jobboard/db/schema/payments';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import { call, sessionCookie, signUp, strongPassword } from '../../testing/accounts';
import { createCompleteOffer } from '../../testing/publishing-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * A server without Stripe keys and without the fake (production unless FAKE_STRIPE=true, see
 * env.ts `fakeStripe` and platform/server/main.ts): the API has no Stripe settings at all.
 */
let t: TestApp;
let hospitality: string;
let careers: string;
const email = 'nokeys@publish.example';
const CAREERS = 'careers.localhost';

beforeAll(async () => {
  t = await createTestApp();
  expect(t.runtime.env.stripe).toBeUndefined();
  await seedReferenceData(t.handle.db);
  hospitality = await signUp(t, 'ats', email);
  const login = await call(
    t,
    'POST',
    '/api/ats/auth/login',
    { email, password: strongPassword },
    { host: CAREERS },
  );
  expect(login.status).toBe(200);
  careers = sessionCookie(login)!;
}, 180_000);
afterAll(() => t.close());

describe('publishing without Stripe keys', () => {
  it('refuses a paid posting with a translated 503 and records nothing', async () => {
    const id = await createCompleteOffer(t, hospitality, email, { title: 'No keys cook' });
    const base = `/api/jobboard/careers/employer/offer/${id}`;
    const body = {
      success_url: `http://${CAREERS}/en/employer/offer/${id}/publish/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://${CAREERS}/en/employer/offer/${id}/publish/cancel`,
    };
    for (const [lg, text] of [
      ['fr', /n’est pas configuré.*Rien n’a été facturé/],
      ['en', /not set up.*Nothing was charged/],
    ] as const) {
      const res = await call(
        t,
        'POST',
        `${base}/create-single-job-posting-checkout-session`,
        body,
        { cookie: careers, host: CAREERS, lg },
      );
      expect(res.status, lg).toBe(503);
      expect(((await res.json()) as { message: string }).message).toMatch(text);
    }
    const back = await call(
      t,
      'PUT',
      `${base}/update-single-job-posting-checkout-session-status`,
      { session_id: 'cs_test_none' },
      { cookie: careers, host: CAREERS },
    );
    expect(back.status).toBe(404);
    expect(await t.handle.db.select().from(payments).where(eq(payments.offerId, id))).toEqual([]);
    expect(
      await t.handle.db.select().from(offerPublications).where(eq(offerPublications.offerId, id)),
    ).toEqual([]);
  });

  it('still publishes on the free board', async () => {
    const id = await createCompleteOffer(t, hospitality, email, { title: 'Free still cook' });
    const res = await call(
      t,
      'POST',
      `/api/jobboard/hospitality/employer/offer/${id}/publish`,
      undefined,
      { cookie: hospitality },
    );
    expect(res.status).toBe(200);
  });

  it('refuses webhook deliveries (no secret to check them with)', async () => {
    const res = await call(t, 'POST', '/api/stripe/webhook', '{"id":"evt_1"}', {
      headers: { 'stripe-signature': 't=1,v1=00' },
    });
    expect(res.status).toBe(400);
  });
});
