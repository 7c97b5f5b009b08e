'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { visuallyHidden } from '../visually-hidden';
import { useBoard } from '@jobboard/tenancy/board-context';
import { ShellIcon } from '../shell-icon';

/**
 * Opens the applicant-tracking dashboard in a new window. The single sign-on hop
 * (/sso/{selector}/{token}) arrives with employer authentication; for now it opens the app.
 */
export function AtsBanner() {
  const t = useTranslations('shell.ats');
  const locale = useLocale();
  const board = useBoard();
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
          <Button
            variant="contained"
            color="secondary"
            href={`${board.atsOrigin}/?lg=${locale}`}
            target="_blank"
            rel="noopener"
            endIcon={<ShellIcon name="openInNew" />}
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
