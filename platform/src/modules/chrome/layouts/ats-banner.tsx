'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { SyncNowButton, SyncResults } from '@/modules/employer-sync';
import { visuallyHidden } from '@/modules/a11y';
import { ShellIcon } from '../shell-icon';
import { useHiddenNotice } from './hidden-notices';
import { useOpenAtsDashboard } from './use-open-ats-dashboard';

const onPhones = (style: object) => ({ '@media (max-width: 599.95px)': style });

/**
 * The employer layout's banner: the applicant-tracking dashboard, Sync now and its results. On
 * a phone it is one row of buttons, its title and text left to screen readers (issue 46 item
 * 18), and anyone may fold it to a single "Show the dashboard" button, remembered in this
 * browser; focus follows the fold.
 */
export function AtsBanner() {
  const t = useTranslations('shell.ats');
  const { open, opening } = useOpenAtsDashboard();
  const [hidden, setHidden] = useHiddenNotice('ats-banner');
  const showButton = useRef<HTMLButtonElement>(null);
  const hideButton = useRef<HTMLButtonElement>(null);
  // Focus follows the fold: to the button that replaced the one pressed, once rendered.
  const focusNext = useRef<'show' | 'hide' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    (target === 'show' ? showButton : hideButton).current?.focus();
  });
  const fold = (value: boolean) => {
    focusNext.current = value ? 'show' : 'hide';
    setHidden(value);
  };

  if (hidden) {
    return (
      <Container maxWidth="lg" sx={{ pt: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          ref={showButton}
          size="small"
          aria-expanded="false"
          onClick={() => fold(false)}
          data-testid="ats-show"
        >
          {t('show')}
        </Button>
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 1, sm: 2 } }}>
      <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2 }, py: { xs: 1, sm: 2 } }}>
        <Stack direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: 'center' }}>
          <Stack sx={{ flexGrow: 1, ...onPhones(visuallyHidden) }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('bannerTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('bannerText')}
            </Typography>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexGrow: { xs: 1, sm: 0 }, flexWrap: 'wrap' }}
          >
            <SyncNowButton />
            <Button
              variant="contained"
              color="secondary"
              size="small"
              onClick={open}
              disabled={opening}
              endIcon={<ShellIcon name="openInNew" />}
              data-testid="ats-open"
              sx={{ '& .MuiButton-endIcon': onPhones({ display: 'none' }) }}
            >
              {/* On a phone the short label shows, the whole one is read (it contains it). */}
              <Box component="span" sx={onPhones(visuallyHidden)}>
                {t('open')}
              </Box>
              <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
                {t('openShort')}
              </Box>
              <Box component="span" sx={visuallyHidden}>
                {` ${t('newWindow')}`}
              </Box>
            </Button>
          </Stack>
          <IconButton
            ref={hideButton}
            size="small"
            aria-label={t('hide')}
            aria-expanded="true"
            title={t('hide')}
            onClick={() => fold(true)}
          >
            <ShellIcon name="close" fontSize="small" />
          </IconButton>
        </Stack>
        <SyncResults />
      </Paper>
    </Container>
  );
}
