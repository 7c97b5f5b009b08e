import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { guard, language } from './enums';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const permissionNames = [
  'manage_companies',
  'manage_offers',
  'manage_candidates',
  'manage_team',
  'manage_billing',
] as const;
export type PermissionName = (typeof permissionNames)[number];

/** An employer's organisation; the publishing flag belongs to the team, not to each user. */
export const teams = pgTable('teams', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  canPublishOnPartnerOrOurNetwork: boolean('can_publish_on_partner_or_our_network')
    .notNull()
    .default(false),
  /**
   * The board the team signed up on (issue 40): the console shows a team to that board's
   * operators even before it publishes. Null for teams made before it was kept (and demo teams).
   */
  board: text('board'),
  /** An operator checked this employer: public company pages show "Verified employer". */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /**
   * An operator suspended the team: its offers were taken off the boards, its members cannot
   * sign in, and nothing of it can be published until an operator reinstates it.
   */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** The operator's reason, also sent to the members; kept until reinstatement. */
  suspensionReason: text('suspension_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

/**
 * Candidates and employers share one table; `guard` tells them apart. Candidate accounts belong
 * to a board (architecture: everything a board owns is scoped by it); employers have no board.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guard: guard('guard').notNull().default('jobboard'),
    board: text('board'),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased, so the unique index is case-insensitive without an expression. */
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    language: language('language').notNull().default('fr'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    country: text('country'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    // Spec section 3: defaults given to a new candidate.
    workPermit: boolean('work_permit').notNull().default(false),
    temporaryWork: boolean('temporary_work').notNull().default(true),
    badge: text('badge').notNull().default('Nouveau'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_guard_board_email_key').on(t.guard, t.board, t.email).nullsNotDistinct(),
    index('users_team_idx').on(t.teamId),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permissionId] })],
);

/**
 * An invitation to join a team (issue 41). The mailed token is stored only as its SHA-256; the
 * row is single use (`accepted_at`), may be revoked, and a resend replaces the hash so the old
 * link dies. The permissions are the ones the invitee will hold once they accept.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Stored lower-cased, like users.email. */
    email: text('email').notNull(),
    permissions: text('permissions').array().notNull(),
    language: language('language').notNull().default('fr'),
    /** The board whose brand the mail carries and whose host the link opens. */
    board: text('board').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('team_invitations_team_idx').on(t.teamId)],
);
