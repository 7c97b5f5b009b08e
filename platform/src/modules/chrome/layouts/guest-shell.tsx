'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { BoardLogo } from '../branding/board-logo';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@jobboard/tenancy/paths';
import { LanguageSwitcher } from '../language/language-switcher';
import { useLanguageHref } from '../language/use-language-href';
import type { Locale } from '@jobboard/tenancy/board-config';

/** Spec section 2, guest layout: a centred card on a dark background, switcher, copyright. */
export function GuestShell({ children }: { children: ReactNode }) {
  const t = useTranslations('shell');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const languageHref = useLanguageHref(locale, board.jobPageSlugs, []);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: board.theme.dark,
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        gap: 3,
      }}
    >
      <Card component="main" id="main" sx={{ width: '100%', maxWidth: 520, p: { xs: 3, sm: 5 } }}>
        <Box
          component="a"
          href={pathFor(locale, '/')}
          sx={{ display: 'inline-flex', mb: 3, color: 'inherit', textDecoration: 'none' }}
        >
          <BoardLogo
            board={board}
            locale={locale}
            priority
            maxWidth={board.logoWidths.guest}
            creditLabel={t('footer.byCredit')}
          />
        </Box>
        {children}
      </Card>
      {/* In a landmark, so that no content lies outside one (axe `region`). */}
      <Stack component="footer" spacing={1} sx={{ alignItems: 'center' }}>
        <LanguageSwitcher
          href={languageHref}
          target={locale === 'fr' ? 'en' : 'fr'}
          title={t('language.label')}
          tone="light"
        />
        <Typography variant="body2" sx={{ opacity: 0.85, textAlign: 'center' }}>
          {t('footer.copyright', { year: new Date().getFullYear(), name: board.name[locale] })}
        </Typography>
      </Stack>
    </Box>
  );
}
