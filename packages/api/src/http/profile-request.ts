import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { SessionState } from '../services/auth/session-user';
import type { ProfileAdapters, ProfileContext } from '../services/profile/profile-context';
import { serviceContext } from './board';
import { requireCandidate } from './guards';
import { now } from './session';

/**
 * A signed-in candidate's request on this host's board (a path naming another board is 404,
 * guests 401, employers 403), as the plain context profile services take.
 */
export async function candidateRequest(
  c: Context<AppEnv>,
  pathBoard?: string,
): Promise<{ ctx: ProfileContext; state: SessionState }> {
  const base = serviceContext(c, pathBoard);
  const state = await requireCandidate(c);
  return { ctx: { ...base, userId: state.user.id, now: now(c) }, state };
}

/** The runtime's adapters a profile service takes. */
export function profileAdapters(c: Context<AppEnv>): ProfileAdapters {
  const { storage, places, extractPdf, env } = c.get('runtime');
  return { storage, places, extractPdf, uploadMaxBytes: env.uploadMaxBytes };
}

/**
 * The candidate guard as middleware, so it answers before the body is validated or read: a guest
 * gets 401 and an employer 403 whatever they sent.
 */
export const candidateOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  await candidateRequest(c, c.req.param('board'));
  await next();
};
