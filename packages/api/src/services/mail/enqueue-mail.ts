import { mailOutbox } from '@jobboard/db/schema/mail';
import type { Locale } from '@jobboard/tenancy/board-config';
import { currentRequestId } from '../../logging/request-context';
import type { Executor } from '../executor';
import { mailTemplates, type MailPayload, type MailTemplateKey } from './templates/registry';

export interface EnqueueMail<K extends MailTemplateKey> {
  board: string;
  to: string;
  locale: Locale;
  template: K;
  payload: MailPayload<K>;
}

/**
 * Stores a mail in the outbox. Call it with the transaction that makes the change the mail
 * reports: both commit or neither does, and the worker delivers it afterwards.
 */
export async function enqueueMail<K extends MailTemplateKey>(
  tx: Executor,
  mail: EnqueueMail<K>,
): Promise<{ id: number }> {
  // Fail now, inside the caller's transaction, rather than at send time on a bad payload.
  const payload = mailTemplates[mail.template].payload.parse(mail.payload);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      board: mail.board,
      recipient: mail.to,
      locale: mail.locale,
      template: mail.template,
      payload,
      requestId: currentRequestId() ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

/** An outbox row as the table stores it (the payload as JSON). */
export interface OutboxRow {
  board: string;
  recipient: string;
  locale: Locale;
  template: MailTemplateKey;
  payload: unknown;
  requestId: string | null;
}

/**
 * The outbox rows of several mails, for a statement that inserts them with the change they report
 * (in the same transaction, like enqueueMail). Each payload is checked first: a bad one fails the
 * whole change.
 */
export function outboxRows(mails: readonly EnqueueMail<MailTemplateKey>[]): OutboxRow[] {
  return mails.map((mail) => ({
    board: mail.board,
    recipient: mail.to,
    locale: mail.locale,
    template: mail.template,
    payload: mailTemplates[mail.template].payload.parse(mail.payload),
    requestId: currentRequestId() ?? null,
  }));
}

/** Several mails in one insert (one round trip), in the caller's transaction like enqueueMail. */
export async function enqueueMails(
  tx: Executor,
  mails: readonly EnqueueMail<MailTemplateKey>[],
): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(outboxRows(mails));
}
