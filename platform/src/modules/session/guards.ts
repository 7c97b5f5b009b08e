import { forbidden, redirect } from 'next/navigation';
import { passesPermissionGuard, type PermissionGuard } from '@jobboard/api/contracts/guards';
import type { SessionState } from '@jobboard/api/services/auth/session-user';
import type { AppLocale } from '@/i18n/routing';
import { authPath } from './auth-paths';
import { getSessionUser } from './get-session-user';

/**
 * Page guards of spec section 2, enforced while rendering on the server (the proxy only routes).
 * Call them at the top of a page or layout with the internal board and locale segments.
 */

/** `auth`: candidate-only pages send visitors and employers to the (candidate) login. */
export async function requireCandidate(board: string, locale: AppLocale): Promise<SessionState> {
  const state = await getSessionUser(board);
  if (!state || state.user.guard !== 'jobboard') redirect(authPath('login', locale));
  return state;
}

/** `auth-employer`: employer-only pages send anyone else to the employer login. */
export async function requireEmployer(board: string, locale: AppLocale): Promise<SessionState> {
  const state = await getSessionUser(board);
  if (!state || state.user.guard !== 'ats') redirect(authPath('employerLogin', locale));
  return state;
}

/**
 * `can-manage-*` / `can-publish-offer`: an employer without the permission gets the 403 page
 * (next/navigation's forbidden(), which needs experimental.authInterrupts and a forbidden.tsx).
 */
export async function requirePermission(
  board: string,
  locale: AppLocale,
  guard: PermissionGuard,
): Promise<SessionState> {
  const state = await requireEmployer(board, locale);
  if (!passesPermissionGuard(state.permissions, guard)) forbidden();
  return state;
}
