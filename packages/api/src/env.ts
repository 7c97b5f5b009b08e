import path from 'node:path';
import { findRepoRoot } from '@jobboard/db/repo-root';
import { z } from 'zod';
import { hostEnvShape } from '@jobboard/tenancy/host-env';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const flag = (fallback: 'true' | 'false') =>
  z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'])
      .default(fallback)
      .transform((v) => v === 'true'),
  );

export const apiEnvSchema = z.object({
  // NODE_ENV, DEFAULT_BOARD, ALLOW_UNKNOWN_HOSTS: one schema with the platform's proxy.
  ...hostEnvShape,
  PORT: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000))
    .describe('HTTP port the server listens on.'),
  /** smtp://user:pass@host:port or smtps://...; unset keeps mail in the dev mailbox. */
  SMTP_URL: z
    .preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
        .optional(),
    )
    .describe(
      'smtp:// or smtps:// URL of the mail relay; unset keeps mail in the database (dev mailbox).',
    ),
  /** Sender address; the display name is always the board's name. */
  MAIL_FROM: z
    .preprocess(emptyAsUndefined, z.email().optional())
    .describe('Sender address of every mail (default no-reply@<first hostname of the board>).'),
  /** Origin of links in mail, e.g. `https://{board}.staging.example`; see mailSettings. */
  PUBLIC_ORIGIN: z
    .preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^https?:\/\/[^/]+$/, 'PUBLIC_ORIGIN must be an http(s) origin without a path')
        .optional(),
    )
    .describe(
      "Origin of links in mail, {board} and {port} filled in; unset in production with SMTP: each board's origin.",
    ),
  /** Unset: on in development, off in production (mail with reset links must not be readable). */
  DEV_MAILBOX: z
    .preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional())
    .describe(
      'true opens the dev mailbox to loopback clients (default true in development, false in production).',
    ),
  /**
   * Unset: the local fake Stripe stands in for missing keys in development, never in production
   * (a deployment that forgot its keys must refuse paid postings, not send employers to a page
   * on 127.0.0.1). `npm start`, the demo, sets it to true.
   */
  FAKE_STRIPE: z
    .preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional())
    .describe(
      'true starts the local fake Stripe when STRIPE_SECRET_KEY is unset (default true in development only).',
    ),
  /** Moves every board's ad server script here (a staging ad server, the e2e's local one). */
  AD_SERVER_SCRIPT_URL: z
    .preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https?$/, error: 'AD_SERVER_SCRIPT_URL must be an http(s) URL' })
        .optional(),
    )
    .describe(
      "Replaces every board's ad server script URL (a staging ad server, the e2e's local one).",
    ),
  /** Only behind a proxy we run may X-Forwarded-For name the client. */
  TRUSTED_PROXY: flag('false').describe(
    'true behind our own reverse proxy: rate limits count the last X-Forwarded-For entry.',
  ),
  MAIL_POLL_INTERVAL_MS: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(100).default(1000))
    .describe('How often the outbox worker looks for due mail.'),
  MAIL_MAX_ATTEMPTS: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(8))
    .describe('Delivery attempts before a mail is marked failed.'),
  /** How often the server looks for due job alerts (each alert is mailed daily or weekly). */
  JOB_ALERTS_INTERVAL_MINUTES: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1440).default(15))
    .describe(
      'How often job alerts are looked at; one run per period across all workers and instances.',
    ),
  /**
   * The offers search's result cache (services/offers/search-cache.ts): most answers kept per
   * process (0: off) and most memory, in MB of JSON.
   */
  SEARCH_CACHE_ENTRIES: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(2000))
    .describe('Offers searches kept per process by the search result cache; 0 turns it off.'),
  SEARCH_CACHE_MB: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(32))
    .describe('Memory bound of the search result cache, in MB of JSON.'),
  /**
   * How old, at most, a process's copy of the database's change counters may be when it serves a
   * cached search: the bound within which another instance's publication shows here.
   */
  SEARCH_CACHE_CHECK_MS: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(60_000).default(250))
    .describe(
      "Most age of a process's copy of the change counters: another instance's change shows within it.",
    ),
  /**
   * Sessions each process keeps once resolved, trusted while the database's `sessions` counter
   * stands still (read at most every SEARCH_CACHE_CHECK_MS): 0 reads every session every time.
   */
  SESSION_CACHE_ENTRIES: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(10_000))
    .describe(
      'Signed-in sessions kept per process between changes to any session, user or team; 0 turns it off.',
    ),
  /** A session unused this long is over (sliding). */
  SESSION_IDLE_MINUTES: z
    .preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .int()
        .min(5)
        .default(24 * 60),
    )
    .describe('A session unused this long ends (sliding).'),
  /** A session is over this long after sign-in, however active. */
  SESSION_ABSOLUTE_HOURS: z
    .preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .int()
        .min(1)
        .default(14 * 24),
    )
    .describe('A session ends this long after sign-in, however active.'),
  /** Folder of the embedded database; uploaded files go under `<DATA_DIR>/uploads` by default. */
  DATA_DIR: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .describe(
      'Folder of the embedded database and, without S3, of uploads (default .data at the repository root).',
    ),
  /** Largest accepted upload, in bytes (8 MB by default). */
  UPLOAD_MAX_BYTES: z
    .preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .int()
        .min(1024)
        .max(100 * 1024 * 1024)
        .default(8 * 1024 * 1024),
    )
    .describe('Largest accepted upload, in bytes.'),
  /** Set (with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY) to keep files in an S3 bucket. */
  S3_BUCKET: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .describe(
      'With S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: keep uploaded files in this S3 bucket.',
    ),
  /** Endpoint of an S3-compatible service (MinIO, R2...); unset uses AWS itself. */
  S3_ENDPOINT: z
    .preprocess(emptyAsUndefined, z.url().optional())
    .describe('Endpoint of an S3-compatible service (MinIO, R2...); unset uses AWS.'),
  S3_REGION: z
    .preprocess(emptyAsUndefined, z.string().default('us-east-1'))
    .describe('Region given to the S3 client.'),
  S3_ACCESS_KEY_ID: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .describe('S3 access key id.'),
  S3_SECRET_ACCESS_KEY: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .describe('S3 secret access key.'),
  /** Google Places (restricted to CA) for the location search; unset uses the built-in gazetteer. */
  GOOGLE_PLACES_API_KEY: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .describe(
      'Google Places (restricted to CA) for location search; unset uses the built-in gazetteer.',
    ),
  /** Shared with the applicant-tracking app: it authenticates the SSO redeem call. Unset: off. */
  ATS_SSO_SECRET: z
    .preprocess(
      emptyAsUndefined,
      z.string().min(32, 'ATS_SSO_SECRET must be at least 32 characters').optional(),
    )
    .describe(
      'Secret shared with the applicant-tracking app for SSO redeem calls (32+ characters); unset: off.',
    ),
  /** Sync through the applicant-tracking app's API (with ATS_SYNC_SECRET); unset: embedded. */
  ATS_SYNC_URL: z
    .preprocess(emptyAsUndefined, z.url().optional())
    .describe(
      'With ATS_SYNC_SECRET: sync calls go to the applicant-tracking app at this URL; unset: embedded.',
    ),
  ATS_SYNC_SECRET: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .describe('Bearer token sent with the sync calls to ATS_SYNC_URL.'),
  /** Stripe (docs/payments.md); unset: paid postings answer 503 (the demo starts a local fake). */
  STRIPE_SECRET_KEY: z
    .preprocess(emptyAsUndefined, z.string().startsWith('sk_').optional())
    .describe('Stripe secret key (sk_live_... in production); unset: paid postings answer 503.'),
  STRIPE_WEBHOOK_SECRET: z
    .preprocess(emptyAsUndefined, z.string().startsWith('whsec_').optional())
    .describe('Signing secret (whsec_...) of the Stripe webhook endpoint /api/stripe/webhook.'),
  STRIPE_PUBLISHABLE_KEY: z
    .preprocess(emptyAsUndefined, z.string().startsWith('pk_').optional())
    .describe('Stripe publishable key (pk_...); accepted, not needed (no Stripe.js).'),
  /** Another Stripe API origin (the local fake, `http://127.0.0.1:4242`); unset: Stripe itself. */
  STRIPE_API_BASE: z
    .preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^https?:\/\/[^/]+$/, 'STRIPE_API_BASE must be an http(s) origin without a path')
        .optional(),
    )
    .describe('Another Stripe API origin (the local fake); unset: Stripe itself.'),
  STRIPE_TIMEOUT_MS: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(80_000).default(10_000))
    .describe('Timeout of each Stripe call, in ms (no automatic retries).'),
  /** Webhook events signed longer ago than this are refused (replay protection). */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3600).default(300))
    .describe('Webhook events signed longer ago than this are refused (replay protection).'),
});

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | undefined;
  publishableKey: string | undefined;
  apiBase: string | undefined;
  timeoutMs: number;
  webhookToleranceSeconds: number;
}

export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ApiEnv {
  production: boolean;
  port: number;
  defaultBoard: string;
  allowUnknownHosts: boolean;
  /** The operators' console host (OPERATOR_HOST), never a board's. */
  operatorHost: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  publicOrigin: string | undefined;
  /** The dev mailbox is readable only while mail is not really delivered. */
  devMailbox: boolean;
  /** Every board's ad server script from here instead (runtime/deployment-boards.ts). */
  adServerScriptUrl: string | undefined;
  trustedProxy: boolean;
  mailPollIntervalMs: number;
  mailMaxAttempts: number;
  jobAlertsIntervalMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Sessions kept per process between changes (0: none). */
  sessionCacheEntries: number;
  searchCache: { maxEntries: number; maxBytes: number; checkMs: number };
  /** Absolute folder for uploaded files when no S3 bucket is configured. */
  uploadDir: string;
  uploadMaxBytes: number;
  s3: S3Settings | undefined;
  googlePlacesApiKey: string | undefined;
  atsSsoSecret: string | undefined;
  /** Both set: sync goes to the applicant-tracking app over HTTP. */
  atsSync: { url: string; secret: string } | undefined;
  /** Unset without STRIPE_SECRET_KEY. */
  stripe: StripeSettings | undefined;
  /** No STRIPE_SECRET_KEY, and the local fake may take its place (FAKE_STRIPE, see above). */
  fakeStripe: boolean;
}

/** The one place packages/api reads the environment; anything invalid fails at start. */
export function readApiEnv(env: NodeJS.ProcessEnv = process.env): ApiEnv {
  const parsed = apiEnvSchema.parse(env);
  return {
    production: parsed.NODE_ENV === 'production',
    port: parsed.PORT,
    defaultBoard: parsed.DEFAULT_BOARD,
    allowUnknownHosts: parsed.ALLOW_UNKNOWN_HOSTS,
    operatorHost: parsed.OPERATOR_HOST,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicOrigin: parsed.PUBLIC_ORIGIN,
    devMailbox:
      (parsed.DEV_MAILBOX ?? (parsed.NODE_ENV === 'production' ? 'false' : 'true')) === 'true' &&
      !parsed.SMTP_URL,
    adServerScriptUrl: parsed.AD_SERVER_SCRIPT_URL
      ? new URL(parsed.AD_SERVER_SCRIPT_URL).href
      : undefined,
    trustedProxy: parsed.TRUSTED_PROXY,
    mailPollIntervalMs: parsed.MAIL_POLL_INTERVAL_MS,
    mailMaxAttempts: parsed.MAIL_MAX_ATTEMPTS,
    jobAlertsIntervalMs: parsed.JOB_ALERTS_INTERVAL_MINUTES * 60_000,
    sessionIdleMs: parsed.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: parsed.SESSION_ABSOLUTE_HOURS * 3_600_000,
    sessionCacheEntries: parsed.SESSION_CACHE_ENTRIES,
    searchCache: {
      maxEntries: parsed.SEARCH_CACHE_ENTRIES,
      maxBytes: parsed.SEARCH_CACHE_MB * 1024 * 1024,
      checkMs: parsed.SEARCH_CACHE_CHECK_MS,
    },
    uploadDir: path.join(path.resolve(findRepoRoot(), parsed.DATA_DIR ?? '.data'), 'uploads'),
    uploadMaxBytes: parsed.UPLOAD_MAX_BYTES,
    s3:
      parsed.S3_BUCKET && parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
        ? {
            bucket: parsed.S3_BUCKET,
            endpoint: parsed.S3_ENDPOINT,
            region: parsed.S3_REGION,
            accessKeyId: parsed.S3_ACCESS_KEY_ID,
            secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    googlePlacesApiKey: parsed.GOOGLE_PLACES_API_KEY,
    atsSsoSecret: parsed.ATS_SSO_SECRET,
    atsSync:
      parsed.ATS_SYNC_URL && parsed.ATS_SYNC_SECRET
        ? { url: parsed.ATS_SYNC_URL, secret: parsed.ATS_SYNC_SECRET }
        : undefined,
    fakeStripe:
      (parsed.FAKE_STRIPE ?? (parsed.NODE_ENV === 'production' ? 'false' : 'true')) === 'true' &&
      !parsed.STRIPE_SECRET_KEY,
    stripe: parsed.STRIPE_SECRET_KEY
      ? {
          secretKey: parsed.STRIPE_SECRET_KEY,
          webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
          publishableKey: parsed.STRIPE_PUBLISHABLE_KEY,
          apiBase: parsed.STRIPE_API_BASE,
          timeoutMs: parsed.STRIPE_TIMEOUT_MS,
          webhookToleranceSeconds: parsed.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
        }
      : undefined,
  };
}
