'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MessageThread } from './message-thread';
import { UnreadChip } from './unread-chip';

/**
 * My applications' way in to one application's thread: the unread count, and a button that
 * shows the thread under the application (opening it marks the employer's messages read).
 */
export function MessagesToggle({
  board,
  applicationId,
  unread,
  title,
  onChanged,
}: {
  board: string;
  applicationId: number;
  unread: number;
  /** The offer's title, so each button says which application's messages it opens. */
  title: string;
  onChanged: () => void;
}) {
  const t = useTranslations('application-messages');
  const [open, setOpen] = useState(false);
  const panelId = `my-application-messages-${applicationId}`;
  return (
    <Stack spacing={1} data-testid="my-application-messages">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button
          size="small"
          variant="outlined"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? t('hide') : t('open')} – ${title}`}
          onClick={() => setOpen((o) => !o)}
          data-testid="my-application-messages-toggle"
        >
          {open ? t('hide') : t('open')}
        </Button>
        <UnreadChip count={unread} />
      </Stack>
      {open ? (
        <div id={panelId}>
          <MessageThread
            target={{ side: 'candidate', board, applicationId }}
            onChanged={onChanged}
          />
        </div>
      ) : null}
    </Stack>
  );
}
