import { isDomainError } from '@jobboard/api/errors';
import { previewInvitation } from '@jobboard/api/services/team/accept-invitation';
import { listPendingInvitations } from '@jobboard/api/services/team/team-invitations';
import { listTeamMembers } from '@jobboard/api/services/team/team-members';
import { employerServiceContext, pageRoute, serviceContext } from '@/modules/page-routes/server';
import { getSessionUser } from '@/modules/session/server';
import { AcceptInvitationPage } from './accept-invitation-page';
import { TeamPage } from './team-page';

export const teamRoute = pageRoute(
  'employerTeam',
  '/employer/team',
  async ({ board, locale, session }) => {
    const ctx = await employerServiceContext(board, locale, session);
    const [members, invitations] = await Promise.all([
      listTeamMembers(ctx),
      listPendingInvitations(ctx),
    ]);
    return <TeamPage members={members} invitations={invitations} />;
  },
  { access: 'can-manage-team' },
);

/**
 * The mail's link: public (the token is the key). An unknown token and one that is used, revoked
 * or expired each get their explanation rather than an error page.
 */
export const acceptInvitationRoute = pageRoute(
  'employerTeamAccept',
  '/employer/team/accept/[[...token]]',
  async ({ board, locale, params }) => {
    const parts = Array.isArray(params.token) ? params.token : [];
    const token = parts.length === 1 ? (parts[0] ?? '') : '';
    const { db } = await serviceContext(board, locale);
    const session = await getSessionUser(board.key);
    const signedIn =
      session && session.user.guard === 'ats'
        ? { email: session.user.email, hasTeam: session.user.teamId !== null }
        : null;
    try {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return <AcceptInvitationPage state="unknown" />;
      const invitation = await previewInvitation(db, token, new Date());
      return (
        <AcceptInvitationPage
          state="open"
          token={token}
          invitation={invitation}
          signedIn={signedIn}
        />
      );
    } catch (error) {
      if (isDomainError(error) && error.code === 'gone')
        return <AcceptInvitationPage state="gone" />;
      if (isDomainError(error) && error.code === 'not_found') {
        return <AcceptInvitationPage state="unknown" />;
      }
      throw error;
    }
  },
);
