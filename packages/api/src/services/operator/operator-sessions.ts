import { eq } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { operatorSessions } from '@jobboard/db/schema/operators';
import type { Executor } from '../executor';
import { randomSecret, sha256Hex } from '../auth/secrets';

/**
 * Fixed, shorter than the boards' (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS): an operator
 * sees every board it is given, so a forgotten console tab must not stay open for days.
 */
export const operatorSessionPolicy = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };

export interface OpenedOperatorSession {
  id: number;
  /** Goes to the cookie only; the database keeps its hash. */
  token: string;
  expiresAt: Date;
}

/** A new session with a fresh token, at every sign-in. */
export async function openOperatorSession(
  db: Executor,
  operatorId: number,
  now: Date,
): Promise<OpenedOperatorSession> {
  const token = randomSecret();
  const expiresAt = new Date(now.getTime() + operatorSessionPolicy.absoluteMs);
  const [row] = await db
    .insert(operatorSessions)
    .values({
      tokenHash: sha256Hex(token),
      operatorId,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: minDate(new Date(now.getTime() + operatorSessionPolicy.idleMs), expiresAt),
      expiresAt,
    })
    .returning({ id: operatorSessions.id });
  if (!row) throw new Error('operator session insert returned no row');
  return { id: row.id, token, expiresAt };
}

export interface LiveOperatorSession {
  id: number;
  operatorId: number;
  token: string;
}

/** Writing last_seen on every request would be a write per read; once a minute is plenty. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The live session behind a cookie token, its idle expiry pushed forward (at most once a
 * minute); an expired one is deleted and answers null.
 */
export async function resolveOperatorSession(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<LiveOperatorSession | null> {
  // A base64url 256-bit token is 43 characters; anything else is not ours.
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(operatorSessions)
    .where(eq(operatorSessions.tokenHash, sha256Hex(token)));
  if (!row) return null;
  const at = now.getTime();
  if (row.idleExpiresAt.getTime() <= at || row.expiresAt.getTime() <= at) {
    await db.delete(operatorSessions).where(eq(operatorSessions.id, row.id));
    return null;
  }
  if (at - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(operatorSessions)
      .set({
        lastSeenAt: now,
        idleExpiresAt: minDate(new Date(at + operatorSessionPolicy.idleMs), row.expiresAt),
      })
      .where(eq(operatorSessions.id, row.id));
  }
  return { id: row.id, operatorId: row.operatorId, token };
}

export async function closeOperatorSession(db: Executor, token: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, sha256Hex(token)));
}

function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

/** Every session of the operator: after a re-enrolment. */
export async function closeOperatorSessions(db: Executor, operatorId: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}
