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

/**
 * The employer layout's banner: the applicant-tracking dashboard, Sync now and its results. On
 * a phone it keeps to a title and one row of buttons (issue 46 item 18), and anyone may fold it
 * to a single "Show the dashboard" button, remembered in this browser; focus follows the fold.
 */
export function AtsBanner() {
  const t = useTranslations('shell.ats');
  const { open, opening } = useOpenAtsDashboard();
  const [hidden, setHidden] = useHiddenNotice('ats-banner');
  const showButton = useRef<HTMLButtonElement>(null);
  // Two hide buttons, one per layout (beside the title on a phone, after the actions above).
  const hideButtons = useRef<HTMLDivElement>(null);
  // Focus follows the fold: to the button that replaced the one pressed, once rendered.
  const focusNext = useRef<'show' | 'hide' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'show') showButton.current?.focus();
    else
      [...(hideButtons.current?.querySelectorAll<HTMLElement>('[data-hide]') ?? [])]
        .find((button) => button.offsetParent !== null)
        ?.focus();
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
      <Paper ref={hideButtons} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Stack direction="row" spacing={1} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
            <Stack sx={{ flexGrow: 1 }}>
              <Typography
                component="h2"
                variant="subtitle1"
                sx={{
                  fontWeight: 700,
                  fontSize: { xs: '0.9375rem', sm: '1rem' },
                  lineHeight: { xs: 1.4, sm: 1.75 },
                }}
              >
                {t('bannerTitle')}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: { xs: 'none', sm: 'block' } }}
              >
                {t('bannerText')}
              </Typography>
            </Stack>
            <IconButton
              data-hide
              size="small"
              aria-label={t('hide')}
              aria-expanded="true"
              title={t('hide')}
              onClick={() => fold(true)}
              sx={{ display: { sm: 'none' }, mt: -0.5, mr: -0.5 }}
            >
              <ShellIcon name="close" fontSize="small" />
            </IconButton>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <SyncNowButton />
            <Button
              variant="contained"
              color="secondary"
              size="small"
              onClick={open}
              disabled={opening}
              endIcon={<ShellIcon name="openInNew" />}
              data-testid="ats-open"
              sx={{ flexGrow: { xs: 1, sm: 0 } }}
            >
              {t('open')}
              <Box component="span" sx={visuallyHidden}>
                {` ${t('newWindow')}`}
              </Box>
            </Button>
            <IconButton
              data-hide
              size="small"
              aria-label={t('hide')}
              aria-expanded="true"
              title={t('hide')}
              onClick={() => fold(true)}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              <ShellIcon name="close" fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
        <SyncResults />
      </Paper>
    </Container>
  );
}
