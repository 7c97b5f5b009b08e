import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { currentRuntime } from '@jobboard/api/runtime/current-runtime';
import { sessionCookieName } from '@jobboard/api/hosting';
import { toAccountUser, type AccountUserDto } from '@jobboard/api/services/auth/account-user';
import { resolveSessionUser, type SessionState } from '@jobboard/api/services/auth/session-user';
import { sessionPolicyOf } from '@jobboard/api/services/auth/sessions';

/**
 * The signed-in user of this request for server components and guards, from the same service the
 * API uses (so pages and endpoints agree). Cached per request; `board` is the internal segment.
 */
export const getSessionUser = cache(async (board: string): Promise<SessionState | null> => {
  const { db, env } = currentRuntime();
  const token = (await cookies()).get(sessionCookieName(env.production))?.value;
  if (!token) return null;
  return resolveSessionUser(db, { token, board, now: new Date(), policy: sessionPolicyOf(env) });
});

/** The signed-in user in the shape `GET .../me` answers (spec section 3), for server pages. */
export async function toSessionAccount(state: SessionState): Promise<AccountUserDto> {
  return toAccountUser(currentRuntime().db, state.user);
}
