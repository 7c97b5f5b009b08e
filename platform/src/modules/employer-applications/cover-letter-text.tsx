'use client';

import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';

/**
 * The cover letter's text as the application kept it: the letter typed in the apply form, or
 * the text of the letter file sent. On the card a few lines (`clamp`), whole in the details.
 */
export function CoverLetterText({ text, clamp = false }: { text: string; clamp?: boolean }) {
  const t = useTranslations('employer-applications');
  return (
    <Typography
      variant="body2"
      data-testid="application-cover-letter-text"
      sx={{
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        ...(clamp
          ? {
              display: '-webkit-box',
              WebkitLineClamp: 4,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }
          : {}),
      }}
    >
      <strong>{`${t('coverLetter')} `}</strong>
      {text}
    </Typography>
  );
}
