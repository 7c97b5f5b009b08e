import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { sessions } from '@jobboard/db/schema/auth';
import type { Executor } from '../executor';
import { randomSecret, sha256Hex } from './secrets';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** The policy the environment sets (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS). */
export function sessionPolicyOf(env: { sessionIdleMs: number; sessionAbsoluteMs: number }) {
  return { idleMs: env.sessionIdleMs, absoluteMs: env.sessionAbsoluteMs } satisfies SessionPolicy;
}

export interface OpenedSession {
  id: number;
  /** Goes to the cookie only; the database keeps its hash. */
  token: string;
  expiresAt: Date;
}

/** A new session with a fresh token: called at every sign-in, so a planted token is useless. */
export async function openSession(
  db: Executor,
  input: { userId: number; board: string; now: Date; policy: SessionPolicy },
): Promise<OpenedSession> {
  const token = randomSecret();
  const expiresAt = new Date(input.now.getTime() + input.policy.absoluteMs);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256Hex(token),
      userId: input.userId,
      board: input.board,
      createdAt: input.now,
      lastSeenAt: input.now,
      idleExpiresAt: minDate(new Date(input.now.getTime() + input.policy.idleMs), expiresAt),
      expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return { id: row.id, token, expiresAt };
}

export interface LiveSession {
  id: number;
  userId: number;
  board: string;
  expiresAt: Date;
}

/** Writing last_seen on every request would be a write per read; once a minute is plenty. */
const TOUCH_EVERY_MS = 60_000;

type SessionRow = typeof sessions.$inferSelect;

const liveOf = (row: SessionRow): LiveSession => ({
  id: row.id,
  userId: row.userId,
  board: row.board,
  expiresAt: row.expiresAt,
});

/**
 * The live session of a row as it stands, when using it now needs no write: on its board, not
 * expired, touched less than a minute ago. Null otherwise (keepSessionAlive decides then).
 */
export function liveWithoutWrite(
  row: SessionRow,
  input: { board: string; now: Date },
): LiveSession | null {
  const now = input.now.getTime();
  if (row.board !== input.board) return null;
  if (row.idleExpiresAt.getTime() <= now || row.expiresAt.getTime() <= now) return null;
  return now - row.lastSeenAt.getTime() < TOUCH_EVERY_MS ? liveOf(row) : null;
}

/**
 * The live session of a row found by its cookie token, its idle expiry pushed forward (at most
 * once a minute), with the row as it now stands. A session opened on another board's host does
 * not exist here, and an expired one is deleted.
 */
export async function keepSessionAlive(
  db: Database,
  row: SessionRow,
  input: { board: string; now: Date; policy: SessionPolicy },
): Promise<{ live: LiveSession; row: SessionRow } | null> {
  const live = liveWithoutWrite(row, input);
  if (live) return { live, row };
  if (row.board !== input.board) return null;
  const now = input.now.getTime();
  if (row.idleExpiresAt.getTime() <= now || row.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return null;
  }
  const touched = {
    ...row,
    lastSeenAt: input.now,
    idleExpiresAt: minDate(new Date(now + input.policy.idleMs), row.expiresAt),
  };
  await db
    .update(sessions)
    .set({ lastSeenAt: touched.lastSeenAt, idleExpiresAt: touched.idleExpiresAt })
    .where(eq(sessions.id, row.id));
  return { live: liveOf(touched), row: touched };
}

export async function closeSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
}

/** After a password change or reset: every session of the user but the one in use (if any). */
export async function closeOtherSessions(
  db: Executor,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    );
}

function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}
