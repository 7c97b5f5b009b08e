import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import { permissions, userPermissions, users } from '@jobboard/db/schema/accounts';
import type { AppEnv } from '../context';
import type { UserRow } from '../services/auth/account-user';
import type { AuthContext } from '../services/auth/auth-context';
import { findLiveSession, type LiveSession, type OpenedSession } from '../services/auth/sessions';
import { requestBoard } from './board';
import { clientAddress } from './client-address';

export interface SessionState {
  session: LiveSession;
  token: string;
  user: UserRow;
  permissions: string[];
}

/**
 * `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain, so no
 * sibling host can plant or read it.
 */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-jb_session' : 'jb_session';
}

export function now(c: Context<AppEnv>): Date {
  return c.get('deps').now?.() ?? new Date();
}

export function setSessionCookie(c: Context<AppEnv>, session: OpenedSession): void {
  const production = c.get('deps').env.production;
  setCookie(c, sessionCookieName(production), session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: production,
    path: '/',
    maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - now(c).getTime()) / 1000)),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  const production = c.get('deps').env.production;
  deleteCookie(c, sessionCookieName(production), { path: '/', secure: production });
}

/** The live session of this request on this host's board, looked up once per request. */
export async function currentSession(c: Context<AppEnv>): Promise<SessionState | null> {
  const cached = c.get('session');
  if (cached !== undefined) return cached;
  const deps = c.get('deps');
  const token = getCookie(c, sessionCookieName(deps.env.production));
  const board = c.get('board');
  let state: SessionState | null = null;
  // A base64url 256-bit token is 43 characters; anything else is not ours.
  if (token && /^[A-Za-z0-9_-]{43}$/.test(token) && board) {
    const session = await findLiveSession(deps.db, {
      token,
      board: board.key,
      now: now(c),
      policy: sessionPolicy(c),
    });
    const [user] = session
      ? await deps.db.select().from(users).where(eq(users.id, session.userId))
      : [];
    // A candidate account lives on one board: its session is worthless on any other.
    if (session && user && (user.guard === 'ats' || user.board === board.key)) {
      const granted = await deps.db
        .select({ name: permissions.name })
        .from(userPermissions)
        .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
        .where(eq(userPermissions.userId, user.id));
      state = { session, token, user, permissions: granted.map((p) => p.name) };
    }
  }
  c.set('session', state);
  return state;
}

export function sessionPolicy(c: Context<AppEnv>) {
  const { env } = c.get('deps');
  return { idleMs: env.sessionIdleMs, absoluteMs: env.sessionAbsoluteMs };
}

/** The plain data account services take, from this request. */
export function authContext(c: Context<AppEnv>): AuthContext {
  const deps = c.get('deps');
  return {
    db: deps.db,
    board: requestBoard(c),
    locale: c.get('locale'),
    clientAddress: clientAddress(c.req.raw.headers, deps.env.trustedProxy),
    now: now(c),
    sessionPolicy: sessionPolicy(c),
  };
}
