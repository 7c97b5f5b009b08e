import type { Database } from '@jobboard/db/client';
import { boards } from '@jobboard/tenants/registry';
import { createMailTransport } from '../../adapters/mail/create-transport';
import { readApiEnv } from '../../env';
import { mailSettings } from './mail-settings';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker';

/** The server's outbox worker, configured from the environment (SMTP_URL, MAIL_*...). */
export function startMailWorker(db: Database): OutboxWorker & { transport: string } {
  const env = readApiEnv();
  const transport = createMailTransport(env, db);
  const worker = startOutboxWorker({
    db,
    transport,
    boards,
    settings: mailSettings(env),
    pollIntervalMs: env.mailPollIntervalMs,
    maxAttempts: env.mailMaxAttempts,
  });
  return {
    drain: worker.drain,
    transport: env.smtpUrl ? 'smtp' : 'dev mailbox',
    async stop() {
      await worker.stop();
      await transport.close?.();
    },
  };
}
