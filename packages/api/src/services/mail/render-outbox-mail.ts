import type { mailOutbox } from '@jobboard/db/schema/mail';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { OutgoingMail } from '../../adapters/mail/transport';
import type { MailSettings } from './mail-settings';
import { isMailTemplateKey, mailTemplates } from './templates/registry';
import type { MailTemplate } from './templates/types';

type OutboxRow = typeof mailOutbox.$inferSelect;

/** An outbox row to a ready-to-send mail, branded for its board, in the recipient's language. */
export function renderOutboxMail(
  row: OutboxRow,
  boards: readonly BoardConfig[],
  settings: MailSettings,
): OutgoingMail {
  const board = boards.find((b) => b.key === row.board);
  if (!board) throw new Error(`unknown board "${row.board}"`);
  if (!isMailTemplateKey(row.template)) throw new Error(`unknown mail template "${row.template}"`);
  const template: MailTemplate<unknown> = mailTemplates[row.template];
  const origin = settings.origin(board);
  const rendered = template.render(
    { board, locale: row.locale, origin },
    template.payload.parse(row.payload),
  );
  const host = new URL(origin).hostname;
  return {
    messageId: `<outbox-${row.id}.${row.createdAt.getTime()}@${host}>`,
    board: board.key,
    from: settings.from(board),
    to: row.recipient,
    ...(rendered.replyTo ? { replyTo: rendered.replyTo } : {}),
    ...(rendered.headers ? { headers: rendered.headers } : {}),
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    ...(rendered.attachments?.length ? { attachments: rendered.attachments } : {}),
  };
}
