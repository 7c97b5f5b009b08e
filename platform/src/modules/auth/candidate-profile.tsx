import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { AccountUser } from '@/modules/session/account-user';

/**
 * The candidate's profile page as far as accounts go: who is signed in and whether the e-mail is
 * confirmed. Resumes, letters and skills come with the profile issue.
 */
export async function CandidateProfile({ user }: { user: AccountUser }) {
  const t = await getTranslations('auth.profile');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h3" gutterBottom>
        {t('title')}
      </Typography>
      <Stack component="dl" spacing={2} sx={{ m: 0, '& dd': { m: 0 } }}>
        <div>
          <Typography component="dt" variant="subtitle2" color="text.secondary">
            {t('summary.name')}
          </Typography>
          <Typography component="dd">{user.full_name}</Typography>
        </div>
        <div>
          <Typography component="dt" variant="subtitle2" color="text.secondary">
            {t('summary.email')}
          </Typography>
          <Typography component="dd">{user.email}</Typography>
        </div>
        <div>
          <Typography component="dt" variant="subtitle2" color="text.secondary">
            {t('summary.emailState')}
          </Typography>
          <dd>
            <Chip
              size="small"
              color={user.email_verified ? 'success' : 'warning'}
              label={t(user.email_verified ? 'summary.confirmed' : 'summary.unconfirmed')}
            />
          </dd>
        </div>
      </Stack>
      <Typography sx={{ mt: 4 }} color="text.secondary">
        {t('summary.later')}
      </Typography>
    </Container>
  );
}
