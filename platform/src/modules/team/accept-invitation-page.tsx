import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getLocale, getTranslations } from 'next-intl/server';
import type { InvitationPreview } from '@jobboard/api/contracts/team/team-invitations';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { withReturnPath } from '@/modules/session';
import { AcceptInvitationForm } from './accept-invitation-form';

type Props =
  | { state: 'unknown' | 'gone' }
  | {
      state: 'open';
      token: string;
      invitation: InvitationPreview;
      signedIn: { email: string; hasTeam: boolean } | null;
    };

/**
 * The accept page: who invites, to which team, with which permissions; then the one way forward
 * that fits who is reading it: join with the signed-in account of the invited address, sign in
 * first when that address has an account, or create the account here.
 */
export async function AcceptInvitationPage(props: Props) {
  const t = await getTranslations('team.accept');
  const tp = await getTranslations('team.permissions');
  const locale = (await getLocale()) as Locale;
  if (props.state !== 'open') {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {props.state === 'gone' ? t('goneTitle') : t('unknownTitle')}
        </Typography>
        <Typography>{props.state === 'gone' ? t('goneText') : t('unknownText')}</Typography>
      </Container>
    );
  }
  const { invitation, signedIn, token } = props;
  const wrongAccount = signedIn !== null && signedIn.email !== invitation.email;
  const mode = signedIn && !wrongAccount ? 'join' : invitation.account_exists ? 'signIn' : 'create';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {t('intro', { inviter: invitation.inviter_name, team: invitation.team_name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('for', { email: invitation.email })}
      </Typography>
      {invitation.permissions.length > 0 ? (
        <>
          <Typography>{t('rights')}</Typography>
          <ul>
            {invitation.permissions.map((name) => (
              <li key={name}>{tp(name)}</li>
            ))}
          </ul>
        </>
      ) : (
        <Typography sx={{ mb: 2 }}>{t('noRights')}</Typography>
      )}
      {wrongAccount ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('wrongAccount', { email: signedIn.email })}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {mode === 'join' ? (
          <>
            <Typography component="h2" variant="h6">
              {t('joinTitle')}
            </Typography>
            <Typography sx={{ mb: 1 }}>{t('joinText', { email: signedIn!.email })}</Typography>
            {signedIn!.hasTeam ? (
              <Alert severity="info">{t('hasTeam')}</Alert>
            ) : (
              <AcceptInvitationForm mode="join" token={token} />
            )}
          </>
        ) : mode === 'signIn' ? (
          <>
            <Typography component="h2" variant="h6">
              {t('signInTitle')}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('signInText', { email: invitation.email })}</Typography>
            {wrongAccount ? null : (
              <Button
                variant="contained"
                href={withReturnPath(
                  pathFor(locale, '/employer/login'),
                  pathFor(locale, '/employer/team/accept/[[...token]]', { token: [token] }),
                )}
              >
                {t('signIn')}
              </Button>
            )}
          </>
        ) : (
          <>
            <Typography component="h2" variant="h6">
              {t('createTitle')}
            </Typography>
            <AcceptInvitationForm mode="create" token={token} />
          </>
        )}
      </Paper>
    </Container>
  );
}
