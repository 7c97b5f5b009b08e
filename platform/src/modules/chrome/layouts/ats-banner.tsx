'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { SyncNowButton } from '@/modules/employer-sync';
import { useApiFetch } from '@/modules/http';
import { visuallyHidden } from '../visually-hidden';
import { ShellIcon } from '../shell-icon';

/**
 * Opens the applicant-tracking dashboard in a new window through single sign-on: a fresh
 * one-time token on each click (`GET /api/ats/auth/sso-tokens`), then
 * `{atsOrigin}/sso/{selector}/{token}?lg=`. The window is opened first, within the click, so
 * popup blockers let it through; it is pointed at the URL once the token is back.
 */
export function AtsBanner() {
  const t = useTranslations('shell.ats');
  const locale = useLocale();
  const api = useApiFetch();
  const [opening, setOpening] = useState(false);

  async function open() {
    const win = window.open('about:blank', '_blank');
    setOpening(true);
    try {
      const { url } = await api<{ url: string }>(`/api/ats/auth/sso-tokens?lg=${locale}`);
      if (win) {
        win.opener = null;
        win.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      win?.close();
      throw error;
    } finally {
      setOpening(false);
    }
  }

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
            onClick={() => void open().catch(() => undefined)}
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
