import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { passesPermissionGuard, type PermissionGuard } from '@jobboard/api/contracts/guards';
import type { SessionState } from '@jobboard/api/services/auth/session-user';
import { authPath } from './auth-paths';
import { getSessionUser } from './get-session-user';
import { withReturnPath } from './return-path';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * Page guards of spec section 2, enforced while rendering on the server (the proxy only routes).
 * Call them at the top of a page or layout with the internal board and locale segments.
 */

/**
 * `auth`: candidate-only pages send visitors and employers to the (candidate) login, which
 * brings them back to `returnTo` (the page's public path) once signed in.
 */
export async function requireCandidate(
  board: string,
  locale: Locale,
  returnTo?: string,
): Promise<SessionState> {
  const state = await getSessionUser(board);
  if (!state || state.user.guard !== 'jobboard')
    redirect(withReturnPath(authPath('login', locale), returnTo));
  return state;
}

/** `auth-employer`: employer-only pages send anyone else to the employer login. */
export async function requireEmployer(
  board: string,
  locale: Locale,
  returnTo?: string,
): Promise<SessionState> {
  const state = await getSessionUser(board);
  if (!state || state.user.guard !== 'ats')
    redirect(withReturnPath(authPath('employerLogin', locale), returnTo));
  return state;
}

/**
 * `can-manage-*` / `can-publish-offer`: an employer without the permission gets the 403 page
 * (next/navigation's forbidden(), which needs experimental.authInterrupts and a forbidden.tsx).
 */
export async function requirePermission(
  board: string,
  locale: Locale,
  guard: PermissionGuard,
  returnTo?: string,
): Promise<SessionState> {
  const state = await requireEmployer(board, locale, returnTo);
  if (!passesPermissionGuard(state.permissions, guard)) forbidden();
  return state;
}
