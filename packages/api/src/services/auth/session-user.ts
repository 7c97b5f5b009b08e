import { eq, sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { permissions, teams, userPermissions, users } from '@jobboard/db/schema/accounts';
import { sessions } from '@jobboard/db/schema/auth';
import type { UserRow } from './account-user';
import { sha256Hex } from './secrets';
import { keptSession, keepSession, type KeptSession } from './session-cache';
import {
  keepSessionAlive,
  liveWithoutWrite,
  type LiveSession,
  type SessionPolicy,
} from './sessions';
import { noteUserKind } from '../../logging/request-context';
import { currentGenerations } from '../offers/search-generations';

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
  const tokenHash = sha256Hex(token);
  // Read before the lookup: what the lookup finds is kept under this counter, so a change that
  // commits between the two has already moved it past the entry (session-cache.ts).
  const { sessions: generation } = await currentGenerations(db);
  // A kept session that needs a write (its touch, its expiry) takes the path below, which
  // replaces the entry, or, if the session has ended, moves the counter past it.
  const kept = keptSession(db, tokenHash, generation);
  const live = kept && liveWithoutWrite(kept.session, input);
  if (kept && live) return stateOf(kept, live, token, input.board);

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
    .where(eq(sessions.tokenHash, tokenHash));
  // A member of a suspended team has no session, whichever way it was opened (issue 40).
  if (!found || found.suspended) return null;
  const alive = await keepSessionAlive(db, found.session, input);
  if (!alive) return null;
  const read: KeptSession = {
    session: alive.row,
    user: found.user,
    permissions: found.permissions,
  };
  keepSession(db, tokenHash, generation, read);
  return stateOf(read, alive.live, token, input.board);
}

function stateOf(
  read: KeptSession,
  session: LiveSession,
  token: string,
  board: string,
): SessionState | null {
  const { user } = read;
  if (user.guard === 'jobboard' && user.board !== board) return null;
  noteUserKind(user.guard === 'ats' ? 'employer' : 'candidate');
  return { session, token, user, permissions: read.permissions };
}
