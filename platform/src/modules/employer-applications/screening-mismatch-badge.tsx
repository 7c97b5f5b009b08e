'use client';

import Chip from '@mui/material/Chip';
import { useTranslations } from 'next-intl';

/** A knockout answer missed its expected answer: flagged, for the employer to judge. */
export function ScreeningMismatchBadge() {
  const t = useTranslations('employer-applications.screening');
  return (
    <Chip
      size="small"
      color="warning"
      label={t('mismatch')}
      data-testid="screening-mismatch-badge"
    />
  );
}
