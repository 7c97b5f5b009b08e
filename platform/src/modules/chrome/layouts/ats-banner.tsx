'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SyncNowButton } from '@/modules/employer-sync';
import { visuallyHidden } from '@/modules/a11y';
import { ShellIcon } from '../shell-icon';
import { useOpenAtsDashboard } from './use-open-ats-dashboard';

/** The employer layout's banner: the applicant-tracking dashboard, and Sync now. */
export function AtsBanner() {
  const t = useTranslations('shell.ats');
  const { open, opening } = useOpenAtsDashboard();

  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Stack sx={{ flexGrow: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('bannerTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('bannerText')}
            </Typography>
          </Stack>
          <SyncNowButton />
          <Button
            variant="contained"
            color="secondary"
            onClick={open}
            disabled={opening}
            endIcon={<ShellIcon name="openInNew" />}
            data-testid="ats-open"
          >
            {t('open')}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('newWindow')}`}
            </Box>
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
