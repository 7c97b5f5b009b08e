import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];
export const mailStatus = pgEnum('mail_status', mailStatuses);

/**
 * Outgoing mail, written in the same transaction as the change it reports and delivered later by
 * the outbox worker: a 2xx means the mail is stored, whatever the SMTP server is doing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    board: text('board').notNull(),
    recipient: text('recipient').notNull(),
    locale: text('locale', { enum: ['fr', 'en'] }).notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload').notNull(),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** While `sending`: the claim expires then, so a crashed worker's mail is picked up again. */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    /** The request that queued it (X-Request-Id), so the worker's log lines carry it too. */
    requestId: text('request_id'),
  },
  (t) => [
    // Only unfinished mail is ever scanned, so the index stays small as sent mail piles up.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

export interface DevMailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Rendered mail kept in the database when no SMTP server is configured (development). */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The Message-ID; unique so that a retried delivery cannot store the same mail twice. */
    messageId: text('message_id').notNull().unique(),
    board: text('board').notNull(),
    sender: text('sender').notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** The files the mail carried (an invitation's .ics), base64, so the page can offer them. */
    attachments: jsonb('attachments').$type<DevMailAttachment[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_board_created_idx').on(t.board, t.createdAt)],
);

/** Messages sent through a board's contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    board: text('board').notNull(),
    locale: text('locale', { enum: ['fr', 'en'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_board_created_idx').on(t.board, t.createdAt)],
);

/**
 * Fixed-window hit counters for any limit (contact form now, login and signup later). Kept in the
 * database so a limit holds across restarts and across server instances.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
