import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { AccountUser } from '@/modules/session';
import { ChangePasswordForm } from '../password/change-password-form';
import { EmployerProfileForm } from './employer-profile-form';

/** Employer profile page: contact details, then the change of password. */
export function EmployerProfile({ user }: { user: AccountUser }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={4} divider={<Divider flexItem />}>
          <EmployerProfileForm user={user} />
          <ChangePasswordForm />
        </Stack>
      </Paper>
    </Container>
  );
}
