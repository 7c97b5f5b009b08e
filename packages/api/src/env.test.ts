import { describe, expect, it } from 'vitest';
import { readApiEnv } from './env';

describe('readApiEnv', () => {
  it('defaults to the hospitality board outside production', () => {
    expect(readApiEnv({})).toMatchObject({ defaultBoard: 'hospitality', production: false });
    expect(readApiEnv({ DEFAULT_BOARD: '', NODE_ENV: '' })).toMatchObject({
      defaultBoard: 'hospitality',
      production: false,
    });
  });

  it('reads DEFAULT_BOARD and NODE_ENV', () => {
    expect(readApiEnv({ DEFAULT_BOARD: 'careers', NODE_ENV: 'production' })).toMatchObject({
      defaultBoard: 'careers',
      production: true,
    });
  });

  it('keeps the dev mailbox only while mail is not really delivered', () => {
    expect(readApiEnv({}).devMailbox).toBe(true);
    expect(readApiEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).devMailbox).toBe(false);
    expect(readApiEnv({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    // Production keeps it closed unless asked for explicitly (it holds reset links).
    expect(readApiEnv({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(readApiEnv({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
  });

  it('lets the fake Stripe stand in for missing keys only outside production unless asked', () => {
    expect(readApiEnv({}).fakeStripe).toBe(true);
    expect(readApiEnv({ STRIPE_SECRET_KEY: 'sk_test_x' }).fakeStripe).toBe(false);
    expect(readApiEnv({ FAKE_STRIPE: 'false' }).fakeStripe).toBe(false);
    // Production without keys refuses paid postings (503) unless the demo asks for the fake.
    expect(readApiEnv({ NODE_ENV: 'production' }).fakeStripe).toBe(false);
    expect(readApiEnv({ NODE_ENV: 'production', FAKE_STRIPE: 'true' }).fakeStripe).toBe(true);
    expect(
      readApiEnv({ NODE_ENV: 'production', FAKE_STRIPE: 'true', STRIPE_SECRET_KEY: 'sk_live_x' })
        .fakeStripe,
    ).toBe(false);
  });

  it('refuses values that cannot be right, at start rather than per request', () => {
    expect(() => readApiEnv({ DEFAULT_BOARD: 'Not A Key' })).toThrow();
    expect(() => readApiEnv({ NODE_ENV: 'staging' })).toThrow();
    expect(() => readApiEnv({ SMTP_URL: 'http://mail.example' })).toThrow();
    expect(() => readApiEnv({ FAKE_STRIPE: 'yes' })).toThrow();
  });
});
