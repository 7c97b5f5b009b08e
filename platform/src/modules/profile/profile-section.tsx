'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { MIN_FETCH_DISPLAY_MS, useMinimumDuration } from '@/modules/navigation';

export type SectionState = 'loading' | 'error' | 'ready';

/**
 * One section of the profile: its own heading, and its own loading and load-error states so one
 * failing call never blanks the page. `id` is the heading's anchor and accessible name.
 */
export function ProfileSection({
  id,
  title,
  intro,
  state = 'ready',
  onRetry,
  action,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  state?: SectionState;
  onRetry?: () => void;
  action?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('profile.state');
  // A quick answer would flash the spinner for a frame: once shown it stays 200 ms (section 9).
  const loading = useMinimumDuration(state === 'loading', MIN_FETCH_DISPLAY_MS);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      data-testid={`profile-${id}`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography id={`${id}-title`} component="h2" variant="h5">
          {title}
        </Typography>
        {action}
      </Stack>
      {intro ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {intro}
        </Typography>
      ) : null}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {loading ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            {/* The words beside it name the wait; a second, nameless progressbar fails axe. */}
            <CircularProgress size={20} aria-hidden="true" />
            <Typography>{t('loading')}</Typography>
          </Stack>
        ) : state === 'error' ? (
          <Alert
            severity="error"
            action={
              onRetry ? (
                <Button color="inherit" size="small" onClick={onRetry}>
                  {t('retry')}
                </Button>
              ) : undefined
            }
          >
            {t('loadError')}
          </Alert>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}

/** The "saved" line a section shows after its own save succeeded; announced to screen readers. */
export function SavedNote({ show }: { show: boolean }) {
  const t = useTranslations('profile.state');
  return (
    <div role="status" aria-live="polite">
      {show ? <Alert severity="success">{t('saved')}</Alert> : null}
    </div>
  );
}
