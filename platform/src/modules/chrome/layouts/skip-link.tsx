'use client';

import Box from '@mui/material/Box';
import { useTranslations } from 'next-intl';

/** First focusable element: keyboard users jump over the header to #main. */
export function SkipLink() {
  const t = useTranslations('shell');
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        bgcolor: 'background.paper',
        color: 'primary.main',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}
