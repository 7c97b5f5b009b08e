import { eq, sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { permissions, teams, userPermissions, users } from '@jobboard/db/schema/accounts';
import { sessions } from '@jobboard/db/schema/auth';
import type { UserRow } from './account-user';
import { sha256Hex } from './secrets';
import { keepSessionAlive, type LiveSession, type SessionPolicy } from './sessions';
import { noteUserKind } from '../../logging/request-context';

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
  // One query for the session, its user and their permissions: every signed-in page and API
  // call starts here, and it was three round trips (issue 16).
  const [found] = await db
    .select({
      session: sessions,
      user: users,
      permissions: sql<string[]>`ARRAY(
        SELECT ${permissions.name} FROM ${userPermissions}
        JOIN ${permissions} ON ${permissions.id} = ${userPermissions.permissionId}
        WHERE ${userPermissions.userId} = ${users.id})`,
      suspended: sql<boolean>`EXISTS(
        SELECT 1 FROM ${teams} WHERE ${teams.id} = ${users.teamId} AND ${teams.suspendedAt} IS NOT NULL)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sha256Hex(token)));
  // A member of a suspended team has no session, whichever way it was opened (issue 40).
  if (!found || found.suspended) return null;
  const session = await keepSessionAlive(db, found.session, input);
  if (!session) return null;
  const { user } = found;
  if (user.guard === 'jobboard' && user.board !== input.board) return null;
  noteUserKind(user.guard === 'ats' ? 'employer' : 'candidate');
  return { session, token, user, permissions: found.permissions };
}
