import { getSessionUser } from '@/modules/session/server';
import type { HeaderVariant } from '../header/site-header';

/** The header variant for the first paint, from the session cookie of this request. */
export async function serverHeaderVariant(board: string): Promise<HeaderVariant> {
  const state = await getSessionUser(board);
  if (!state) return { kind: 'visitor' };
  const { guard, firstName, lastName } = state.user;
  if (guard === 'ats') {
    return {
      kind: 'employer',
      fullName: `${firstName} ${lastName}`.trim(),
      permissions: state.permissions,
    };
  }
  return { kind: 'candidate' };
}
