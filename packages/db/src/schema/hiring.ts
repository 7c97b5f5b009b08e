import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { applicationStatuses, applications } from './candidates';

/**
 * A private note of the employer's team on one application. The author's name is kept as written
 * so the history still reads after the author's account is gone.
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
);

export const applicationEventKinds = ['status', 'note'] as const;
export type ApplicationEventKind = (typeof applicationEventKinds)[number];

/** Every change an application went through: who, when, from what to what. Append only. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: applicationEventKinds }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    fromStatus: text('from_status', { enum: applicationStatuses }),
    toStatus: text('to_status', { enum: applicationStatuses }),
    noteId: integer('note_id').references(() => applicationNotes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * The status mails already queued: one row per application and status, so a mail is never sent
 * twice (moving back and forth, a double click, two employers at once).
 */
export const applicationStatusMails = pgTable(
  'application_status_mails',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: applicationStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.status] })],
);

/**
 * Single sign-on to the applicant-tracking app: a selector to find the row, the token's hash
 * only, bound to the user and team it was issued to, usable once before it expires.
 */
export const ssoTokens = pgTable(
  'sso_tokens',
  {
    selector: text('selector').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    board: text('board').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sso_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * The status changes the candidate was told of by mail: what "My applications" shows them. Only
 * notified changes, with the note written for the candidate (never the team's private notes).
 */
export const applicationStatusNotifications = pgTable(
  'application_status_notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: applicationStatuses }).notNull(),
    toStatus: text('to_status', { enum: applicationStatuses }).notNull(),
    note: text('note'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
    /** The team member who made the change; null once their account is gone. */
    notifiedBy: integer('notified_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('application_status_notifications_application_idx').on(t.applicationId, t.notifiedAt),
  ],
);

export const messageSenders = ['employer', 'candidate'] as const;
export type MessageSender = (typeof messageSenders)[number];

/**
 * The one thread of an application between the team and the candidate (plain text). `readAt` is
 * set when the other side opens the thread: one read for the whole team. The author's name is
 * kept as written, like the notes, so the thread still reads once their account is gone.
 */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: messageSenders }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('application_messages_application_idx').on(t.applicationId, t.createdAt)],
);
export const interviewAnswers = ['pending', 'accepted', 'declined'] as const;
export type InterviewAnswer = (typeof interviewAnswers)[number];

/**
 * An interview the team proposed on an application: one per application (a change updates it).
 * Its `uid` and `sequence` are the calendar event's: every change or cancellation sends the same
 * UID with the next sequence, so the candidate's calendar updates the event instead of adding one.
 */
export const interviews = pgTable('interviews', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  applicationId: integer('application_id')
    .notNull()
    .unique()
    .references(() => applications.id, { onDelete: 'cascade' }),
  uid: text('uid').notNull().unique(),
  sequence: integer('sequence').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  place: text('place'),
  videoUrl: text('video_url'),
  note: text('note'),
  answer: text('answer', { enum: interviewAnswers }).notNull().default('pending'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** The organiser as the invitation named them; null once their account is gone. */
  organiserId: integer('organiser_id').references(() => users.id, { onDelete: 'set null' }),
  organiserName: text('organiser_name').notNull(),
  organiserEmail: text('organiser_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
