'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

/**
 * Taking an offer off every board is one click away in My offers, beside Edit: it asks first,
 * naming the offer and the boards it leaves (issue 46, item 13). Esc and Cancel change nothing;
 * MUI's Dialog traps the focus and gives it back to the button that opened it.
 */
export function UnpublishDialog({
  open,
  title,
  boards,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  boards: string[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('publishing.unpublish');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{t('confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {t('confirmBody', { title, boards: boards.join(', ') })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
