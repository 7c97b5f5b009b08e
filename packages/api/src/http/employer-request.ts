import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { PermissionGuard } from '../contracts/guards';
import { DomainError } from '../errors';
import type { EmployerContext } from '../services/employer-companies/employer-context';
import { serviceContext } from './board';
import { requireEmployer } from './guards';
import { now } from './session';

/**
 * A signed-in employer's request with the named permission guards (guests 401, candidates and
 * members without the permission 403), as the plain context team-scoped services take.
 */
export async function employerRequest(
  c: Context<AppEnv>,
  ...guards: PermissionGuard[]
): Promise<EmployerContext> {
  const base = serviceContext(c);
  const state = await requireEmployer(c, ...guards);
  // An employer always has a team (sign-up makes one); one without is no one's to act for.
  if (!state.user.teamId) throw DomainError.forbidden();
  return { ...base, userId: state.user.id, teamId: state.user.teamId, now: now(c) };
}

/** The guard as middleware, so it answers before any body is validated or read. */
export const employerOnly =
  (...guards: PermissionGuard[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await employerRequest(c, ...guards);
    await next();
  };
