import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { AccountUser } from '@/modules/session';
import { JobAlertsSection } from './alerts/job-alerts-section';
import { ApplicationsSection } from './applications/applications-section';
import { DocumentsSection } from './documents/documents-section';
import { PersonalInfoSection } from './info/personal-info-section';
import { MyDataSection } from './my-data/my-data-section';
import { PasswordSection } from './password/password-section';
import { SavedJobsSection } from './saved/saved-jobs-section';
import { SkillsSection } from './skills/skills-section';
import { SpecializationsSection } from './specializations/specializations-section';

/**
 * The candidate's profile: independent sections, each loading and saving on its own, so a slow
 * or failing one never holds the others back.
 */
export async function ProfilePage({ user }: { user: AccountUser }) {
  const t = await getTranslations('profile');
  const ta = await getTranslations('auth.profile');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography
        component="h1"
        variant="h3"
        gutterBottom
        sx={{ fontSize: { xs: '2rem', md: '3rem' } }}
      >
        {t('title')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        useFlexGap
      >
        <Typography sx={{ wordBreak: 'break-all' }}>{user.email}</Typography>
        <Chip
          size="small"
          color={user.email_verified ? 'success' : 'default'}
          label={ta(user.email_verified ? 'summary.confirmed' : 'summary.unconfirmed')}
        />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <Stack spacing={3}>
        <PersonalInfoSection user={user} />
        <ApplicationsSection />
        <DocumentsSection />
        <SkillsSection />
        <SpecializationsSection />
        <SavedJobsSection />
        <JobAlertsSection />
        <PasswordSection />
        <MyDataSection />
      </Stack>
    </Container>
  );
}
