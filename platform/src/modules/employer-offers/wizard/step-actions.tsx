'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';

/** Back and Next (or Save on the last step), with the pending state on Next. */
export function StepActions({
  pending,
  onBack,
  last,
}: {
  pending: boolean;
  onBack?: (() => void) | undefined;
  last?: boolean;
}) {
  const t = useTranslations('employer-offers.wizard');
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={2}
      sx={{ mt: 3, justifyContent: 'space-between' }}
    >
      {onBack ? (
        <Button type="button" variant="outlined" onClick={onBack} disabled={pending}>
          {t('back')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={pending}
        aria-busy={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
      >
        {pending ? t('saving') : last ? t('finish') : t('next')}
      </Button>
    </Stack>
  );
}
