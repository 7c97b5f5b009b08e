'use client';

import Chip from '@mui/material/Chip';
import { useTranslations } from 'next-intl';

/** How many messages from the other side wait to be read; nothing when none. */
export function UnreadChip({ count }: { count: number }) {
  const t = useTranslations('application-messages');
  if (count === 0) return null;
  return (
    <Chip
      size="small"
      color="secondary"
      label={t('unread', { count })}
      data-testid="unread-messages"
    />
  );
}
