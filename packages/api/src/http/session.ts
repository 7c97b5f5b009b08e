import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import type { AuthContext } from '../services/auth/auth-context';
import { resolveSessionUser, type SessionState } from '../services/auth/session-user';
import { sessionPolicyOf, type OpenedSession } from '../services/auth/sessions';
import { requestBoard } from './board';
import { clientAddress } from './client-address';
import { sessionCookieName } from './session-cookie-name';

export function now(c: Context<AppEnv>): Date {
  return c.get('runtime').now?.() ?? new Date();
}

export function setSessionCookie(c: Context<AppEnv>, session: OpenedSession): void {
  const production = c.get('runtime').env.production;
  setCookie(c, sessionCookieName(production), session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: production,
    path: '/',
    maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - now(c).getTime()) / 1000)),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  const production = c.get('runtime').env.production;
  deleteCookie(c, sessionCookieName(production), { path: '/', secure: production });
}

/** The live session of this request on this host's board, looked up once per request. */
export async function currentSession(c: Context<AppEnv>): Promise<SessionState | null> {
  const cached = c.get('session');
  if (cached !== undefined) return cached;
  const runtime = c.get('runtime');
  const board = c.get('board');
  const state = board
    ? await resolveSessionUser(runtime.db, {
        token: getCookie(c, sessionCookieName(runtime.env.production)),
        board: board.key,
        now: now(c),
        policy: sessionPolicy(c),
      })
    : null;
  c.set('session', state);
  return state;
}

export function sessionPolicy(c: Context<AppEnv>) {
  return sessionPolicyOf(c.get('runtime').env);
}

/** The plain data account services take, from this request. */
export function authContext(c: Context<AppEnv>): AuthContext {
  const runtime = c.get('runtime');
  return {
    db: runtime.db,
    board: requestBoard(c),
    locale: c.get('locale'),
    clientAddress: clientAddress(c.req.raw.headers, runtime.env.trustedProxy),
    now: now(c),
    sessionPolicy: sessionPolicy(c),
  };
}
