import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isConsoleHost } from '@jobboard/tenancy/resolve-board';
import type { AppEnv } from '../context';
import { DomainError } from '../errors';
import { findOperatorById, type OperatorRow } from '../services/operator/operator-account';
import type { OperatorContext } from '../services/operator/operator-context';
import {
  resolveOperatorSession,
  type LiveOperatorSession,
  type OpenedOperatorSession,
} from '../services/operator/operator-sessions';
import { clientAddress } from './client-address';
import { now } from './session';
import { operatorSessionCookieName } from './session-cookie-name';

/**
 * The console's endpoints exist on the console host only (OPERATOR_HOST): on a board's host they
 * are a 404, as every path that host does not serve.
 */
export const consoleHostOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isConsoleHost(c.req.header('host'), c.get('runtime').env.operatorHost))
    throw DomainError.notFound();
  await next();
};

export function operatorContext(c: Context<AppEnv>): OperatorContext {
  const runtime = c.get('runtime');
  return {
    db: runtime.db,
    locale: c.get('locale'),
    clientAddress: clientAddress(c.req.raw.headers, runtime.env.trustedProxy),
    now: now(c),
    boardKeys: runtime.boards.map((b) => b.key),
  };
}

export function setOperatorCookie(c: Context<AppEnv>, session: OpenedOperatorSession): void {
  const production = c.get('runtime').env.production;
  setCookie(c, operatorSessionCookieName(production), session.token, {
    httpOnly: true,
    // Strict: the console is never entered from a link on another site with a session on.
    sameSite: 'Strict',
    secure: production,
    path: '/',
    maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - now(c).getTime()) / 1000)),
  });
}

export function clearOperatorCookie(c: Context<AppEnv>): void {
  const production = c.get('runtime').env.production;
  deleteCookie(c, operatorSessionCookieName(production), { path: '/', secure: production });
}

export function operatorCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, operatorSessionCookieName(c.get('runtime').env.production));
}

/** The signed-in operator of this request, or a 401. */
export async function requireOperator(
  c: Context<AppEnv>,
): Promise<{ session: LiveOperatorSession; operator: OperatorRow }> {
  const db = c.get('runtime').db;
  const session = await resolveOperatorSession(db, operatorCookie(c), now(c));
  const operator = session ? await findOperatorById(db, session.operatorId) : null;
  if (!session || !operator) throw new DomainError('unauthorized');
  return { session, operator };
}

/**
 * For routes that need a signed-in operator: checked before the body is validated, so an
 * anonymous call is a 401 whatever it sends, never a 422 that tells the route's fields.
 */
export const operatorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('operator', (await requireOperator(c)).operator);
  await next();
};

/** The operator `operatorOnly` let through. */
export function signedOperator(c: Context<AppEnv>): OperatorRow {
  const operator = c.get('operator');
  if (!operator) throw new DomainError('unauthorized');
  return operator;
}
