'use client';

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { visuallyHidden } from '@/modules/a11y';
import { runEmployerSync, takePendingSync, useSyncing } from './sync-state';

/** Hidden on small screens (the spinner says it there), still read by screen readers. */
const hiddenOnPhones = { '@media (max-width: 599.95px)': visuallyHidden } as const;

/**
 * The syncing flag of the employer header (issue 15, spec section 4), and the start of the sync
 * a sign-in asked for: the header is on every page an employer lands on after signing in. The
 * status region is always there, empty when idle, so screen readers announce the change.
 */
export function SyncFlag() {
  const t = useTranslations('shell.sync');
  const locale = useLocale();
  const syncing = useSyncing();
  useEffect(() => {
    if (takePendingSync()) void runEmployerSync(locale);
  }, [locale]);
  return (
    <Box
      role="status"
      data-testid="employer-syncing"
      data-syncing={syncing ? 'true' : 'false'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexShrink: 0,
        color: 'text.secondary',
        typography: 'body2',
      }}
    >
      {syncing ? (
        <>
          <CircularProgress size={16} aria-hidden />
          <Box component="span" sx={hiddenOnPhones}>
            {t('syncing')}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
