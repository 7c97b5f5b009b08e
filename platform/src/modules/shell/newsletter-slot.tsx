'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';

/**
 * Where the newsletter sign-up form goes (spec section 5: e-mail field, 422 errors under it).
 * The newsletter issue replaces the text below with the form; the footer keeps this place.
 */
export function NewsletterSlot() {
  const t = useTranslations('shell.footer');
  return (
    <Box data-slot="newsletter">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('newsletterTitle')}
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        {t('newsletterText')}
      </Typography>
    </Box>
  );
}
