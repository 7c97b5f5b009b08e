'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useBoard } from '@jobboard/tenancy/board-context';
import { ApiRequestError } from '@/modules/http';
import { useApiFetch } from '@/modules/http';
import { firstLine, type ProfileDocument } from './document-types';

/** One document: name, type, date, the first line of its text, and its actions. */
export function DocumentItem({
  doc,
  onChanged,
  onDeleted,
}: {
  doc: ProfileDocument;
  onChanged: (doc: ProfileDocument) => void;
  onDeleted: (id: number) => void;
}) {
  const t = useTranslations('profile.documents');
  const format = useFormatter();
  const locale = useLocale();
  const board = useBoard();
  const api = useApiFetch();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [name, setName] = useState(doc.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const line = firstLine(doc.text);
  const base = apiPath(
    '/jobboard/{board}/user/documents/{id}',
    { board: board.key, id: doc.id },
    { lg: locale },
  );

  async function rename(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setNameError(null);
    try {
      const { data } = await api<{ data: ProfileDocument }>(base, {
        method: 'PUT',
        body: { name },
      });
      onChanged(data);
      setRenaming(false);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        setNameError(error.body.errors?.name?.[0] ?? error.body.message ?? '');
      }
    } finally {
      setPending(false);
    }
  }

  async function remove() {
    setPending(true);
    try {
      await api(base, { method: 'DELETE' });
      onDeleted(doc.id);
    } finally {
      setPending(false);
      setDeleting(false);
    }
  }

  return (
    <ListItem disableGutters divider data-testid="document-item" sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Link
          href={doc.cdn}
          download={doc.name}
          aria-label={t('download', { name: doc.name })}
          sx={{ fontWeight: 600, wordBreak: 'break-word' }}
        >
          {doc.name}
        </Link>
        <Chip size="small" label={t(`types.${doc.type}`)} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('added', { date: format.dateTime(new Date(doc.created_at), { dateStyle: 'medium' }) })}
      </Typography>
      {doc.mime_type === 'application/pdf' ? (
        <Typography variant="body2" data-testid="document-text" sx={{ wordBreak: 'break-word' }}>
          {line ? t('extracted', { line }) : t('noText')}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" onClick={() => setRenaming(true)}>
          {t('rename')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => setDeleting(true)}
          aria-label={t('delete', { name: doc.name })}
        >
          {t('delete', { name: '' }).trim()}
        </Button>
      </Stack>

      <Dialog
        open={renaming}
        onClose={() => setRenaming(false)}
        aria-labelledby={`rename-${doc.id}`}
      >
        <form onSubmit={rename} noValidate>
          <DialogTitle id={`rename-${doc.id}`}>{t('renameTitle')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              name="name"
              label={t('name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(nameError)}
              helperText={nameError}
              required
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRenaming(false)}>{t('cancel')}</Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {t('saveName')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Dialog
        open={deleting}
        onClose={() => setDeleting(false)}
        aria-labelledby={`delete-${doc.id}`}
      >
        <DialogTitle id={`delete-${doc.id}`}>{t('deleteConfirm', { name: doc.name })}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setDeleting(false)}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void remove()}
            disabled={pending}
          >
            {t('delete', { name: '' }).trim()}
          </Button>
        </DialogActions>
      </Dialog>
    </ListItem>
  );
}
