'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { runEmployerSync, takePendingSync, useSyncing } from './sync-state';

/** The syncing flag and the "Sync now" action; starts the sync a sign-in asked for. */
export function SyncStatus() {
  const t = useTranslations('shell.sync');
  const locale = useLocale();
  const syncing = useSyncing();
  useEffect(() => {
    if (takePendingSync()) void runEmployerSync(locale);
  }, [locale]);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 36 }}>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        data-testid="employer-syncing"
        data-syncing={syncing ? 'true' : 'false'}
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        {syncing ? (
          <>
            <CircularProgress size={16} aria-hidden />
            {t('syncing')}
          </>
        ) : null}
      </Typography>
      {/* Not `disabled`: its colour would fade back in after each sync, and a contrast check
          (or a reader) caught mid-fade saw grey text. A click while syncing does nothing. */}
      <Button
        size="small"
        aria-disabled={syncing || undefined}
        onClick={() => {
          if (!syncing) void runEmployerSync(locale);
        }}
      >
        {t('now')}
      </Button>
    </Stack>
  );
}
