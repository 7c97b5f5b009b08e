import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { TeamInvitation } from '@jobboard/api/contracts/team/team-invitations';
import type { TeamMember } from '@jobboard/api/contracts/team/team-members';
import { InvitationRow } from './invitation-row';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';

/** /employer/team: members and their permissions, pending invitations, and the invite form. */
export async function TeamPage({
  members,
  invitations,
}: {
  members: TeamMember[];
  invitations: TeamInvitation[];
}) {
  const t = await getTranslations('team');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <Stack spacing={4}>
        <section aria-labelledby="team-members">
          <Typography id="team-members" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('members.title')}
          </Typography>
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {members.map((member) => (
              <MemberRow key={`${member.id}-${member.permissions.join()}`} member={member} />
            ))}
          </Stack>
        </section>
        <section aria-labelledby="team-invitations">
          <Typography id="team-invitations" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('invitations.title')}
          </Typography>
          {invitations.length === 0 ? (
            <Typography color="text.secondary">{t('invitations.empty')}</Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {invitations.map((invitation) => (
                <InvitationRow
                  key={`${invitation.id}-${invitation.expires_at}`}
                  invitation={invitation}
                />
              ))}
            </Stack>
          )}
        </section>
        <InviteForm />
      </Stack>
    </Container>
  );
}
