import 'server-only';
import { forbidden } from 'next/navigation';
import type { SessionState } from '@jobboard/api/services/auth/session-user';
import type { EmployerContext } from '@jobboard/api/services/employer-companies/employer-context';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { serviceContext } from './service-context';

/**
 * The team-scoped context the API's employer routes build, for an employer page's own service
 * calls (companies and offers alike). As in the API, an employer without a team acts for no one.
 */
export async function employerServiceContext(
  board: BoardConfig,
  locale: Locale,
  session: SessionState | null,
): Promise<EmployerContext> {
  const teamId = session?.user.teamId;
  if (!session || !teamId) forbidden();
  return {
    ...(await serviceContext(board, locale)),
    userId: session.user.id,
    teamId,
    now: new Date(),
  };
}
