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

const apiEnvSchema = z.object({
  // NODE_ENV, DEFAULT_BOARD, ALLOW_UNKNOWN_HOSTS: one schema with the platform's proxy.
  ...hostEnvShape,
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  /** smtp://user:pass@host:port or smtps://...; unset keeps mail in the dev mailbox. */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** Sender address; the display name is always the board's name. */
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.email().optional()),
  /** Origin of links in mail, e.g. `https://{board}.staging.example`; see mailSettings. */
  PUBLIC_ORIGIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^/]+$/, 'PUBLIC_ORIGIN must be an http(s) origin without a path')
      .optional(),
  ),
  DEV_MAILBOX: flag('true'),
  /** Only behind a proxy we run may X-Forwarded-For name the client. */
  TRUSTED_PROXY: flag('false'),
  MAIL_POLL_INTERVAL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(100).default(1000),
  ),
  MAIL_MAX_ATTEMPTS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(8)),
  /** A session unused this long is over (sliding). */
  SESSION_IDLE_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(5)
      .default(24 * 60),
  ),
  /** A session is over this long after sign-in, however active. */
  SESSION_ABSOLUTE_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(14 * 24),
  ),
});

export interface ApiEnv {
  production: boolean;
  port: number;
  defaultBoard: string;
  allowUnknownHosts: boolean;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  publicOrigin: string | undefined;
  /** The dev mailbox is readable only while mail is not really delivered. */
  devMailbox: boolean;
  trustedProxy: boolean;
  mailPollIntervalMs: number;
  mailMaxAttempts: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
}

/** The one place packages/api reads the environment; anything invalid fails at start. */
export function readApiEnv(env: NodeJS.ProcessEnv = process.env): ApiEnv {
  const parsed = apiEnvSchema.parse(env);
  return {
    production: parsed.NODE_ENV === 'production',
    port: parsed.PORT,
    defaultBoard: parsed.DEFAULT_BOARD,
    allowUnknownHosts: parsed.ALLOW_UNKNOWN_HOSTS,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicOrigin: parsed.PUBLIC_ORIGIN,
    devMailbox: parsed.DEV_MAILBOX && !parsed.SMTP_URL,
    trustedProxy: parsed.TRUSTED_PROXY,
    mailPollIntervalMs: parsed.MAIL_POLL_INTERVAL_MS,
    mailMaxAttempts: parsed.MAIL_MAX_ATTEMPTS,
    sessionIdleMs: parsed.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: parsed.SESSION_ABSOLUTE_HOURS * 3_600_000,
  };
}
