'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FILLED_GRACE_DAYS } from '@jobboard/api/contracts/employer-offers/offer-filled-rules';

/**
 * Marking an offer filled takes it out of search at once: it asks first, saying what candidates
 * will see and that it can be undone for a week. Esc and Cancel change nothing.
 */
export function FillDialog({
  open,
  title,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('employer-offers.myOffers.fill');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{t('confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {t('confirmBody', { title, days: FILLED_GRACE_DAYS })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={onConfirm}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
