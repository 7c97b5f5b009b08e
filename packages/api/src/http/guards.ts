import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { passesPermissionGuard, type PermissionGuard } from '../contracts/guards';
import { DomainError } from '../errors';
import type { SessionState } from '../services/auth/session-user';
import { currentSession } from './session';

/** `auth`: any signed-in user; 401 otherwise. */
export async function requireUser(c: Context<AppEnv>): Promise<SessionState> {
  const state = await currentSession(c);
  if (!state) throw new DomainError('unauthorized');
  return state;
}

/** Candidate endpoints: an employer's session is refused with 403. */
export async function requireCandidate(c: Context<AppEnv>): Promise<SessionState> {
  const state = await requireUser(c);
  if (state.user.guard !== 'jobboard') throw DomainError.forbidden();
  return state;
}

/**
 * `auth-employer`, plus the named permission guards: a candidate's session or a missing
 * permission is a 403 with a translated message.
 */
export async function requireEmployer(
  c: Context<AppEnv>,
  ...guards: PermissionGuard[]
): Promise<SessionState> {
  const state = await requireUser(c);
  if (state.user.guard !== 'ats') throw DomainError.forbidden();
  for (const guard of guards) {
    if (!passesPermissionGuard(state.permissions, guard)) throw DomainError.forbidden();
  }
  return state;
}
