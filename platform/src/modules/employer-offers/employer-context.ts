import 'server-only';
import type { SessionState } from '@jobboard/api/services/auth/session-user';
import type { EmployerContext } from '@jobboard/api/services/employer-offers/employer-context';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { forbidden } from 'next/navigation';
import { serviceContext } from '@/modules/page-routes/server';

/** The same context the employer API routes build, for server pages calling the services. */
export async function employerContext(
  board: BoardConfig,
  locale: Locale,
  session: SessionState,
): Promise<EmployerContext> {
  // As the API: an employer without a team acts for no one.
  const teamId = session.user.teamId;
  if (teamId === null) forbidden();
  return {
    ...(await serviceContext(board, locale)),
    userId: session.user.id,
    teamId,
    now: new Date(),
  };
}
