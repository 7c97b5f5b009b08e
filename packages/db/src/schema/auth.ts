import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Signed-in sessions. The cookie holds a random token; only its SHA-256 is stored, so a leaked
 * table cannot be replayed. A session dies at whichever comes first: idle or absolute expiry.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The board whose host the session was opened on; a candidate's session is valid only there. */
    board: text('board').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    idleExpiresAt: at('idle_expires_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const secureLinkKinds = ['email_confirmation', 'password_reset'] as const;
export type SecureLinkKind = (typeof secureLinkKinds)[number];
export const secureLinkKind = pgEnum('secure_link_kind', secureLinkKinds);

/**
 * Links sent by mail (confirm an address, reset a password): a public selector finds the row, the
 * token proves possession and is stored hashed. `used_at` makes a link single-use through one
 * conditional UPDATE, so two simultaneous clicks cannot both succeed.
 */
export const secureLinks = pgTable(
  'secure_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    selector: text('selector').notNull().unique(),
    tokenHash: text('token_hash').notNull(),
    kind: secureLinkKind('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('secure_links_user_kind_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.usedAt} is null`),
  ],
);
