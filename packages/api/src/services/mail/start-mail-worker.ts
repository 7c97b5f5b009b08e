import type { Database } from '@jobboard/db/client';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { createMailTransport } from '../../adapters/mail/create-transport';
import type { ApiEnv } from '../../env';
import { mailSettings } from './mail-settings';
import { startOutboxWorker, type OutboxLog, type OutboxWorker } from './outbox-worker';

/** What the server logs at start: which transport mail leaves by, and who can read it. */
export function mailTransportLabel(env: ApiEnv): string {
  if (env.smtpUrl) return `smtp to ${new URL(env.smtpUrl).host}`;
  return env.devMailbox
    ? 'dev mailbox, open' + (env.production ? ' to loopback clients (DEV_MAILBOX=true)' : '')
    : 'dev mailbox, closed (DEV_MAILBOX is not true): mail is stored, not delivered';
}

/** The server's outbox worker, configured from the environment (SMTP_URL, MAIL_*...). */
export function startMailWorker({
  db,
  env,
  boards,
  log,
}: {
  db: Database;
  env: ApiEnv;
  boards: readonly BoardConfig[];
  log?: OutboxLog;
}): OutboxWorker & { transport: string } {
  if (env.production && !env.smtpUrl) {
    console.warn(
      '[mail] SMTP_URL is not set: mail is kept in the dev mailbox and not delivered' +
        (env.devMailbox ? ' (readable at /dev/mailbox from this machine only)' : ''),
    );
  }
  const transport = createMailTransport(env, db);
  const worker = startOutboxWorker({
    db,
    transport,
    boards,
    settings: mailSettings(env),
    pollIntervalMs: env.mailPollIntervalMs,
    maxAttempts: env.mailMaxAttempts,
    ...(log ? { log } : {}),
  });
  return {
    drain: worker.drain,
    transport: mailTransportLabel(env),
    async stop() {
      await worker.stop();
      await transport.close?.();
    },
  };
}
