'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type DragEvent } from 'react';
import type { DocumentType } from '@jobboard/db/schema/candidates';
import { useBoard } from '@jobboard/tenancy/board-context';
import { ApiRequestError, uploadWithProgress } from '@/modules/http';
import { documentTypes, type ProfileDocument } from './document-types';

const MAX_MB = 8;

/** Pick or drop a file, choose its type, and watch it upload. */
export function DocumentUpload({ onUploaded }: { onUploaded: (doc: ProfileDocument) => void }) {
  const t = useTranslations('profile.documents');
  const th = useTranslations('http');
  const locale = useLocale();
  const board = useBoard();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<DocumentType>('resume');
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);

  async function send(file: File) {
    setErrors([]);
    setProgress({ name: file.name, fraction: 0 });
    const form = new FormData();
    form.set('file', file);
    form.set('type', type);
    try {
      const { data } = await uploadWithProgress<{ data: ProfileDocument }>(
        apiPath('/jobboard/{board}/user/documents', { board: board.key }, { lg: locale }),
        form,
        {
          invalidGrant: th('invalidGrant'),
          unauthorized: th('unauthorized'),
          fileSizeExceeded: th('fileSizeExceeded'),
          generic: th('generic'),
        },
        (fraction) => setProgress({ name: file.name, fraction }),
      );
      onUploaded(data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        setErrors(Object.values(error.body.errors ?? {}).flat());
      }
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  }

  return (
    <Stack spacing={1.5}>
      <TextField
        select
        label={t('type')}
        value={type}
        onChange={(e) => setType(e.target.value as DocumentType)}
        sx={{ maxWidth: 320 }}
        name="type"
      >
        {documentTypes.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`types.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="document-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          name="file"
          hidden
          data-testid="document-file-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
          }}
        />
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={progress !== null}
        >
          {t('choose')}
        </Button>
        <Typography color="text.secondary">{t('drop')}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('accepted', { max: MAX_MB })}
      </Typography>
      {progress ? (
        <Box role="status">
          <Typography variant="body2">{t('uploading', { name: progress.name })}</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress.fraction * 100)}
            aria-label={t('uploading', { name: progress.name })}
          />
        </Box>
      ) : null}
      {errors.length > 0 ? (
        <Alert severity="error" data-testid="upload-error">
          {errors.join(' ')}
        </Alert>
      ) : null}
    </Stack>
  );
}
