/** A file a mail carries, e.g. an interview invitation's `.ics`. */
export interface MailAttachment {
  filename: string;
  /** With its parameters: a calendar invitation is `text/calendar; method=REQUEST`. */
  contentType: string;
  /** Text content (UTF-8); mail attachments here are generated text, never uploads. */
  content: string;
}

/** One fully rendered mail, ready for any transport. */
export interface OutgoingMail {
  /** Stable per outbox row, so a receiver (or the dev mailbox) can spot a repeated delivery. */
  messageId: string;
  board: string;
  from: string;
  to: string;
  replyTo?: string;
  /** Extra header fields (List-Unsubscribe...); transports without headers drop them. */
  headers?: Record<string, string>;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Where rendered mail goes: a real SMTP server, or the database-backed dev mailbox. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}
