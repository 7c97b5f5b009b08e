import type { Database } from '@jobboard/db/client';
import type { ApiEnv } from '../../env';
import { createDevMailboxTransport } from './dev-mailbox-transport';
import { createSmtpTransport } from './smtp-transport';
import type { MailTransport } from './transport';

/** SMTP when SMTP_URL is set; otherwise the dev mailbox in the database. */
export function createMailTransport(env: Pick<ApiEnv, 'smtpUrl'>, db: Database): MailTransport {
  return env.smtpUrl ? createSmtpTransport(env.smtpUrl) : createDevMailboxTransport(db);
}
