import type { ApiEnv } from '@jobboard/api/env';
import type { FakeStripe } from '@jobboard/stripe-fake/fake-stripe';

/**
 * No Stripe keys: a local fake Stripe (docs/payments.md) may take their place, so the demo and
 * the e2e can pay on its hosted checkout page. Only when asked for in production (FAKE_STRIPE=true,
 * which `npm start` sets): a deployment that forgot its keys must answer paid postings with a 503,
 * not send employers to a checkout on 127.0.0.1. Real keys switch to Stripe with no code change.
 *
 * The fake's package is loaded only here, only then: production never imports it. Its keys reach
 * the runtime as the environment the API's settings are read from, never through process.env.
 */
export async function startDemoStripe(
  env: ApiEnv,
  port: number,
): Promise<{ fake: FakeStripe; stripeEnv: Record<string, string> } | null> {
  if (!env.fakeStripe) {
    if (!env.stripe) {
      console.warn(
        '[server] no STRIPE_SECRET_KEY and FAKE_STRIPE is not true: paid postings answer 503 (docs/payments.md)',
      );
    }
    return null;
  }
  const { deliverToLocalApp, startFakeStripe } = await import('@jobboard/stripe-fake/fake-stripe');
  const fake = await startFakeStripe({ deliver: deliverToLocalApp(port) });
  console.log(`[server] no STRIPE_SECRET_KEY: local fake Stripe at ${fake.url}`);
  return {
    fake,
    stripeEnv: {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
      STRIPE_API_BASE: fake.url,
    },
  };
}
