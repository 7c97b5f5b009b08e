'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { editorLinkHref } from './editor-link-href';

/** Asks for a link's address; an empty address removes the link. */
export function LinkDialog({
  open,
  initial,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onSave: (href: string | null) => void;
}) {
  const t = useTranslations('rich-text');
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not nested in the page's form element (portal), but stop the event reaching it anyway.
    event.stopPropagation();
    if (!value.trim()) return onSave(null);
    const href = editorLinkHref(value);
    if (!href) return setInvalid(true);
    onSave(href);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rte-link-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="rte-link-title">{t('linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('linkAddress')}
            value={value}
            inputMode="url"
            onChange={(e) => {
              setValue(e.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('linkInvalid') : t('linkHelp')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('linkSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
