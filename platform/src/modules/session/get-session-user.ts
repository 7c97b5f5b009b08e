import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { getDatabase } from '@jobboard/db/runtime';
import { readApiEnv } from '@jobboard/api/env';
import { sessionCookieName } from '@jobboard/api/hosting';
import { toAccountUser, type AccountUserDto } from '@jobboard/api/services/auth/account-user';
import { resolveSessionUser, type SessionState } from '@jobboard/api/services/auth/session-user';
import { sessionPolicyOf, type SessionPolicy } from '@jobboard/api/services/auth/sessions';

// Read once per process, as publicOrigin does: readApiEnv validates the whole environment with
// zod and walks up to the repository root on disk, about 2% of a signed-in render's CPU when it
// ran on every request (issue 16 profile). Not a memo inside env.ts: the custom server writes the
// fake Stripe's keys into process.env after its first read.
let settings: { cookieName: string; policy: SessionPolicy } | undefined;

function sessionSettings() {
  if (!settings) {
    const env = readApiEnv();
    settings = { cookieName: sessionCookieName(env.production), policy: sessionPolicyOf(env) };
  }
  return settings;
}

/**
 * The signed-in user of this request for server components and guards, from the same service the
 * API uses (so pages and endpoints agree). Cached per request; `board` is the internal segment.
 */
export const getSessionUser = cache(async (board: string): Promise<SessionState | null> => {
  const { cookieName, policy } = sessionSettings();
  const token = (await cookies()).get(cookieName)?.value;
  if (!token) return null;
  const { db } = await getDatabase();
  return resolveSessionUser(db, { token, board, now: new Date(), policy });
});

/** The signed-in user in the shape `GET .../me` answers (spec section 3), for server pages. */
export async function toSessionAccount(state: SessionState): Promise<AccountUserDto> {
  const { db } = await getDatabase();
  return toAccountUser(db, state.user);
}
