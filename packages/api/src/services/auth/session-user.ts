import { eq } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { permissions, userPermissions, users } from '@jobboard/db/schema/accounts';
import type { UserRow } from './account-user';
import { findLiveSession, type LiveSession, type SessionPolicy } from './sessions';

export interface SessionState {
  session: LiveSession;
  token: string;
  user: UserRow;
  /** Permission names granted to the user (employers). */
  permissions: string[];
}

/**
 * The signed-in user behind a cookie token on a board's host, for the API and for server-rendered
 * pages alike. A candidate account lives on one board: its session is worthless on any other.
 */
export async function resolveSessionUser(
  db: Database,
  input: { token: string | undefined; board: string; now: Date; policy: SessionPolicy },
): Promise<SessionState | null> {
  const { token } = input;
  // A base64url 256-bit token is 43 characters; anything else is not ours.
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const session = await findLiveSession(db, { ...input, token });
  if (!session) return null;
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user || (user.guard === 'jobboard' && user.board !== input.board)) return null;
  const granted = await db
    .select({ name: permissions.name })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, user.id));
  return { session, token, user, permissions: granted.map((p) => p.name) };
}
