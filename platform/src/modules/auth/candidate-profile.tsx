import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AccountUser } from '@/modules/session';

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="subtitle2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd">{children}</Typography>
    </div>
  );
}

/**
 * The candidate's profile page as far as accounts go: who is signed in and whether the e-mail is
 * confirmed. Resumes, letters and skills come with the profile issue.
 */
export async function CandidateProfile({ user }: { user: AccountUser }) {
  const t = await getTranslations('auth.profile');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h3" gutterBottom>
        {t('title')}
      </Typography>
      <Stack component="dl" spacing={2} sx={{ m: 0, '& dd': { m: 0 } }}>
        <Entry term={t('summary.name')}>{user.full_name}</Entry>
        <Entry term={t('summary.email')}>{user.email}</Entry>
        <Entry term={t('summary.emailState')}>
          <Chip
            size="small"
            color={user.email_verified ? 'success' : 'warning'}
            label={t(user.email_verified ? 'summary.confirmed' : 'summary.unconfirmed')}
          />
        </Entry>
      </Stack>
      <Typography sx={{ mt: 4 }} color="text.secondary">
        {t('summary.later')}
      </Typography>
    </Container>
  );
}
