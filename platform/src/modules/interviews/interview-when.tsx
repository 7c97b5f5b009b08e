'use client';

import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import type { InterviewDto } from '@jobboard/api/contracts/interviews';

/** When and how long, on the board's clock whatever the reader's own zone, with the zone named. */
export function InterviewWhen({ interview }: { interview: InterviewDto }) {
  const t = useTranslations('interviews');
  const format = useFormatter();
  const date = format.dateTime(new Date(interview.starts_at), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: interview.time_zone,
  });
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="interview-when">
      {`${t('when', { date })} · ${t('durationValue', { minutes: interview.duration_minutes })}`}
    </Typography>
  );
}
