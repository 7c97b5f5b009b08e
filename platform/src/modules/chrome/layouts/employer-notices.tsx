'use client';

import Box from '@mui/material/Box';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * The employer layout's alerts and dashboard banner, in a named region: content between the
 * header and main must sit in a landmark for screen-reader navigation.
 */
export function EmployerNotices({ children }: { children: ReactNode }) {
  const t = useTranslations('shell.ats');
  return (
    <Box component="section" aria-label={t('notices')}>
      {children}
    </Box>
  );
}
