'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import {
  companyImageAccept,
  companyImageSizes,
  type CompanyImageKind,
} from '@jobboard/api/contracts/team-size-rules';

/** A logo or cover: its preview, a button to choose a file, the upload's progress and errors. */
export function CompanyImageField({
  kind,
  src,
  progress,
  error,
  onSelect,
}: {
  kind: CompanyImageKind;
  /** Stored image URL, or an object URL of the file chosen and not yet sent. */
  src: string | null;
  /** 0 to 1 while uploading, else null. */
  progress: number | null;
  error?: string;
  onSelect: (file: File) => void;
}) {
  const t = useTranslations('employer-companies.images');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { width, height } = companyImageSizes[kind];
  const describedBy = `${inputId}-help`;
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t(`${kind}Label`)}
      </Typography>
      <Box
        sx={{
          width: '100%',
          maxWidth: kind === 'logo' ? 250 : 640,
          aspectRatio: `${width} / ${height}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt={t(`${kind}Preview`)}
            data-testid={`company-${kind}-preview`}
            sx={{ width: '100%', height: '100%', objectFit: kind === 'logo' ? 'contain' : 'cover' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
            {t('none')}
          </Typography>
        )}
      </Box>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={companyImageAccept}
        hidden
        aria-describedby={describedBy}
        data-testid={`company-${kind}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onSelect(file);
          event.target.value = '';
        }}
      />
      <Box>
        <Button
          variant="outlined"
          disabled={progress !== null}
          onClick={() => input.current?.click()}
          aria-describedby={describedBy}
        >
          {src ? t('replace') : t('choose')}
        </Button>
      </Box>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('uploading')}
        />
      ) : null}
      <FormHelperText id={describedBy} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ?? t('help', { width, height })}
      </FormHelperText>
    </Stack>
  );
}
