import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { PermissionGuard } from '../contracts/guards';
import type { EmployerContext } from '../services/employer-offers/employer-context';
import { requireEmployer } from './guards';
import { now } from './session';

/**
 * A signed-in employer's request (guests 401; candidates and members lacking the guard's
 * permission 403), as the plain context employer services take. The host's board, when one
 * answers, picks which board-specific attributes are allowed.
 */
export async function employerRequest(
  c: Context<AppEnv>,
  ...guards: PermissionGuard[]
): Promise<EmployerContext> {
  const state = await requireEmployer(c, ...guards);
  return {
    db: c.get('deps').db,
    board: c.get('board')?.key ?? '',
    locale: c.get('locale'),
    userId: state.user.id,
    teamId: state.user.teamId,
    now: now(c),
  };
}

/** The guard as middleware, so it answers before the body is read or validated. */
export const employerOnly =
  (...guards: PermissionGuard[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await employerRequest(c, ...guards);
    await next();
  };
