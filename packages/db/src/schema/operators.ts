import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The people who run the boards. Kept apart from `users` (candidates and employers): an operator
 * signs in on the console host only, always with a second factor, and sees every board it is
 * given. Brute-force limits live in the shared rate-limit table, as for the other accounts.
 */
export const operators = pgTable('operators', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Stored lower-cased, so the unique constraint is case-insensitive. */
  email: text('email').notNull().unique(),
  /** Null until the operator has enrolled (set the password and proved the authenticator). */
  passwordHash: text('password_hash'),
  /** Every board, present and future, when true; otherwise only the keys in `boards`. */
  allBoards: boolean('all_boards').notNull().default(false),
  boards: text('boards')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Base32 TOTP secret (RFC 6238); it must be readable to check codes, unlike a password. */
  totpSecret: text('totp_secret').notNull(),
  /** The last 30 s step a code was accepted for: a code is refused within the same step again. */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  enrolledAt: at('enrolled_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Ten per enrolment, single use, stored as SHA-256 (they are long random values). */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [unique('operator_recovery_codes_code_key').on(t.operatorId, t.codeHash)],
);

/** The same shape as `sessions`, in a table of its own: a board session never opens the console. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    idleExpiresAt: at('idle_expires_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** One-time enrolment links (printed by `npm run operator:create`), stored hashed. */
export const operatorEnrolmentTokens = pgTable(
  'operator_enrolment_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('operator_enrolment_tokens_operator_idx').on(t.operatorId)],
);

/** What the console records; each console action adds its name here. */
export const operatorAuditActions = [
  'sign_in',
  'dismiss_report',
  'reject_offer',
  'verify_employer',
  'unverify_employer',
  'suspend_employer',
  'reinstate_employer',
  'approve_offer',
  'refund_payment',
] as const;
export type OperatorAuditAction = (typeof operatorAuditActions)[number];

/**
 * Append-only: what each operator did in the console, written in the same transaction as the
 * action. The operator's address is copied as it was, and the operator id is not a foreign key,
 * so a row outlives the account it names. A row without a board (a sign-in) is about no board.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id').notNull(),
    operatorEmail: text('operator_email').notNull(),
    action: text('action', { enum: operatorAuditActions }).notNull(),
    board: text('board'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('operator_audit_log_created_idx').on(t.createdAt),
    index('operator_audit_log_board_idx').on(t.board, t.createdAt),
  ],
);
