'use client';

import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { InterviewDto } from '@jobboard/api/contracts/interviews';

/** Where: the place as written, and the video link, which opens in a new tab. */
export function InterviewWhere({ interview }: { interview: InterviewDto }) {
  const t = useTranslations('interviews');
  return (
    <>
      {interview.place ? <Typography variant="body2">{interview.place}</Typography> : null}
      {interview.video_url ? (
        <Link
          href={interview.video_url}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ wordBreak: 'break-all' }}
        >
          {t('videoLink')}
        </Link>
      ) : null}
    </>
  );
}
