import type { PermissionGuard } from '@jobboard/api/contracts/guards';
import type { SessionState } from '@jobboard/api/services/auth/session-user';
import { requireCandidate, requireEmployer, requirePermission } from './guards';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * Who may see a page (spec section 2's named guards): `candidate` is `auth`, `employer` is
 * `auth-employer`, the others are the permission guards (which imply `auth-employer`).
 */
export type PageAccess = 'candidate' | 'employer' | PermissionGuard;

/**
 * Runs a page's guard while the page renders. Pages call it rather than their layout because a
 * layout is not rendered again on client-side navigation, so a guard there could be skipped.
 */
export function enforcePageAccess(
  board: string,
  locale: Locale,
  access: PageAccess,
  returnTo?: string,
): Promise<SessionState> {
  if (access === 'candidate') return requireCandidate(board, locale, returnTo);
  if (access === 'employer') return requireEmployer(board, locale, returnTo);
  return requirePermission(board, locale, access, returnTo);
}
