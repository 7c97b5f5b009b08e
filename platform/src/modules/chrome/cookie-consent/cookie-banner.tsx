'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { ACCEPTED_ATTRIBUTE, hideIfAccepted } from './hide-if-accepted';
import { useCookieConsent } from './use-cookie-consent';

/**
 * Spec sections 2 and 4: Accept / Refuse, hidden once a choice exists. The server renders it
 * (consent 'pending'): it is the largest text on a phone's first screen, and rendering it only
 * after hydration made Lighthouse's LCP wait for all the JavaScript (about 4 s on mobile).
 */
export function CookieBanner() {
  const t = useTranslations('shell.cookies');
  const { consent, accept, refuse } = useCookieConsent();
  if (consent !== 'unset' && consent !== 'pending') return null;
  return (
    <>
      {consent === 'pending' && <script dangerouslySetInnerHTML={{ __html: hideIfAccepted }} />}
      <Paper
        role="region"
        aria-label={t('label')}
        elevation={8}
        square
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 'snackbar',
          py: { xs: 1.25, md: 2 },
          [`html[${ACCEPTED_ATTRIBUTE}="accepted"] &`]: { display: 'none' },
        }}
      >
        {/* On a phone the title runs into the text and the buttons are small: the banner keeps
            under a fifth of a 375 x 800 screen (issue 19 item 15). */}
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={{ xs: 1, md: 2 }}
            sx={{ alignItems: { xs: 'stretch', md: 'center' } }}
          >
            <Box
              sx={{ flexGrow: 1, fontSize: { xs: '0.8125rem', md: '0.875rem' }, lineHeight: 1.4 }}
            >
              <Typography
                component="h2"
                variant="subtitle1"
                sx={{
                  fontWeight: 700,
                  display: { xs: 'inline', md: 'block' },
                  fontSize: { xs: 'inherit', md: undefined },
                  mb: { md: 0.5 },
                }}
              >
                {t('title')}
              </Typography>{' '}
              <Typography
                component="span"
                color="text.secondary"
                sx={{ font: 'inherit', display: { xs: 'inline', md: 'block' } }}
              >
                {t('text')}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button variant="outlined" size="small" onClick={refuse} sx={{ flex: 1 }}>
                {t('refuse')}
              </Button>
              <Button variant="contained" size="small" onClick={accept} sx={{ flex: 1 }}>
                {t('accept')}
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Paper>
    </>
  );
}
