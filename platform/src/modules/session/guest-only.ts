import 'server-only';
import { redirect } from 'next/navigation';
import type { Guard } from '@jobboard/db/schema/enums';
import { authPath } from './auth-paths';
import { getSessionUser } from './get-session-user';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * Guest pages of one kind of account (spec section 2's guest layout): someone signed in as that
 * kind goes to their area. The other kind stays, so an employer can still sign in as a candidate
 * where a candidate page sent them.
 */
export async function leaveGuestPage(board: string, locale: Locale, kind: Guard) {
  const state = await getSessionUser(board);
  if (state?.user.guard !== kind) return;
  redirect(authPath(kind === 'ats' ? 'employerArea' : 'home', locale));
}
