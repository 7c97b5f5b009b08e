'use client';

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
          py: 2,
          [`html[${ACCEPTED_ATTRIBUTE}="accepted"] &`]: { display: 'none' },
        }}
      >
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'stretch', md: 'center' } }}
          >
            <Stack spacing={0.5} sx={{ flexGrow: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('text')}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button variant="outlined" onClick={refuse} sx={{ flex: 1 }}>
                {t('refuse')}
              </Button>
              <Button variant="contained" onClick={accept} sx={{ flex: 1 }}>
                {t('accept')}
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Paper>
    </>
  );
}
