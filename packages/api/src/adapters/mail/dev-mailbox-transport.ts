import type { Database } from '@jobboard/db/client';
import { devMailbox } from '@jobboard/db/schema/mail';
import type { MailTransport } from './transport';

/**
 * Development delivery: the rendered mail is stored in the database and read on the dev mailbox
 * page, so every mail flow works on a fresh machine without an SMTP server.
 */
export function createDevMailboxTransport(db: Database): MailTransport {
  return {
    async send(mail) {
      // The unique Message-ID makes a retried delivery a no-op instead of a duplicate.
      await db
        .insert(devMailbox)
        .values({
          messageId: mail.messageId,
          board: mail.board,
          sender: mail.from,
          recipient: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            contentBase64: Buffer.from(a.content, 'utf8').toString('base64'),
          })),
        })
        .onConflictDoNothing({ target: devMailbox.messageId });
    },
  };
}
