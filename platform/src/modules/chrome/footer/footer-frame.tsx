'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { BoardLogo } from '../branding/board-logo';
import { useBoard } from '@jobboard/tenancy/board-context';
import { SocialLinks } from './social-links';
import type { Locale } from '@jobboard/tenancy/board-config';

/** The dark band both footers share: light logo, the footer's own content, copyright, socials. */
export function FooterFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('shell.footer');
  const locale = useLocale() as Locale;
  const board = useBoard();
  return (
    <Box
      component="footer"
      aria-label={t('label')}
      sx={{ bgcolor: board.theme.dark, color: '#fff', mt: 'auto', pt: 6, pb: 3 }}
    >
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 4, md: 6 }}>
          <Box sx={{ flexShrink: 0 }}>
            <BoardLogo
              locale={locale}
              variant="light"
              maxWidth={board.logoWidths.footer}
              creditLabel={t('byCredit')}
            />
          </Box>
          <Box sx={{ flexGrow: 1 }}>{children}</Box>
        </Stack>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.2)', my: 3 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}

          spacing={1}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            {t('copyright', { year: new Date().getFullYear(), name: board.name[locale] })}
          </Typography>
          <SocialLinks label={t('social')} />
        </Stack>
      </Container>
    </Box>
  );
}
