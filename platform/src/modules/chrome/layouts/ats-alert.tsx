'use client';

import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';

/** Urges employers to use the applicant-tracking system, unless the board turns it off. */
export function AtsAlert() {
  const t = useTranslations('shell.ats');
  const board = useBoard();
  if (!board.features.atsAlert) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert severity="info" data-testid="ats-alert">
        {t('alert')}
      </Alert>
    </Container>
  );
}
