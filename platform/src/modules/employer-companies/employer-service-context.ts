import 'server-only';
import { forbidden } from 'next/navigation';
import type { SessionState } from '@jobboard/api/services/auth/session-user';
import type { EmployerContext } from '@jobboard/api/services/employer-companies/employer-context';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { serviceContext } from '@/modules/page-routes/server';

/** The team-scoped context the API's employer routes build, for a page's own service calls. */
export async function employerServiceContext(
  board: BoardConfig,
  locale: Locale,
  session: SessionState | null,
): Promise<EmployerContext> {
  const teamId = session?.user.teamId;
  if (!teamId) forbidden();
  return {
    ...(await serviceContext(board, locale)),
    teamId,
    userId: session.user.id,
    now: new Date(),
  };
}
