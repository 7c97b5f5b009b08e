'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/**
 * The question asked before an action that changes what others see or takes something away
 * (unpublish, filled, remove a member, withdraw an invitation). Esc and Cancel change nothing;
 * MUI's Dialog traps the focus and gives it back to the button that opened it.
 */
export function ConfirmDialog({
  open,
  heading,
  body,
  cancelLabel,
  confirmLabel,
  destructive = false,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  heading: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button in the error colour: the action takes something away. */
  destructive?: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button
          {...(destructive ? { color: 'error' as const } : {})}
          variant="contained"
          disabled={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
