'use client';

import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';
import { runEmployerSync, useSyncing } from './sync-state';

/** The "Sync now" action of the dashboard banner; its results show in SyncResults. */
export function SyncNowButton() {
  const t = useTranslations('shell.sync');
  const locale = useLocale();
  const syncing = useSyncing();
  // Not `disabled`: its colour would fade back in after each sync, and a contrast check (or a
  // reader) caught mid-fade saw grey text. A click while syncing does nothing.
  return (
    <Button
      size="small"
      aria-disabled={syncing || undefined}
      onClick={() => {
        if (!syncing) void runEmployerSync(locale, { show: true });
      }}
    >
      {t('now')}
    </Button>
  );
}
