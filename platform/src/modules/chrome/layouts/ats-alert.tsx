'use client';

import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { useHiddenNotice } from './hidden-notices';

/**
 * Urges employers to use the applicant-tracking system, unless the board turns it off. Compact
 * on a phone, and a close button that hides it for good in this browser (issue 46 item 18).
 */
export function AtsAlert() {
  const t = useTranslations('shell.ats');
  const board = useBoard();
  const [hidden, setHidden] = useHiddenNotice('ats-alert');
  if (!board.features.atsAlert || hidden) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 1, sm: 2 } }}>
      <Alert
        severity="info"
        data-testid="ats-alert"
        onClose={() => setHidden(true)}
        closeText={t('hideAlert')}
        sx={{
          py: { xs: 0, sm: 0.75 },
          '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
        }}
      >
        {t('alert')}
      </Alert>
    </Container>
  );
}
