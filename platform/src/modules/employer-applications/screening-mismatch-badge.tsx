'use client';

import Chip from '@mui/material/Chip';
import { useTranslations } from 'next-intl';

/** A knockout answer missed its expected answer: flagged, for the employer to judge. */
export function ScreeningMismatchBadge() {
  const t = useTranslations('employer-applications.screening');
  return (
    <Chip
      size="small"
      variant="outlined"
      // The board's warning orange behind white text is under 4.5:1: the text stays dark.
      sx={{ color: 'text.primary', borderColor: 'warning.main', bgcolor: 'rgba(237, 108, 2, 0.1)' }}
      label={t('mismatch')}
      data-testid="screening-mismatch-badge"
    />
  );
}
