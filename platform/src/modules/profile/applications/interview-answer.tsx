'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@/modules/a11y';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import type { InterviewDto } from '@jobboard/api/contracts/interviews';
import { useBoard } from '@jobboard/tenancy/board-context';
import { InterviewWhen, InterviewWhere } from '@/modules/interviews';
import { useApiFetch } from '@/modules/http';
import { useMyInterviews } from './use-my-interviews';

/**
 * The interview proposed on one application, in My applications: when and where, the employer's
 * note, and the candidate's accept or decline (they may change their mind until it is cancelled).
 */
export function InterviewAnswer({
  applicationId,
  title,
  onAnswered,
}: {
  applicationId: number;
  title: string;
  onAnswered: () => void;
}) {
  const t = useTranslations('interviews');
  const locale = useLocale();
  const board = useBoard();
  const api = useApiFetch();
  const { data, mutate } = useMyInterviews(locale);
  const [sending, setSending] = useState(false);
  const interview = data?.find((i) => i.application_id === applicationId);
  if (!interview) return null;
  const headingId = `interview-${applicationId}`;

  async function answer(value: 'accepted' | 'declined') {
    setSending(true);
    try {
      const saved = await api<{ data: InterviewDto }>(
        apiPath(
          '/jobboard/{board}/user/applications/{id}/interview/answer',
          { board: board.key, id: applicationId },
          { lg: locale },
        ),
        { method: 'POST', body: { answer: value } },
      );
      enqueueSnackbar(t('candidate.answered'), { variant: 'success' });
      await mutate((list) => list?.map((i) => (i.id === saved.data.id ? saved.data : i)), {
        revalidate: false,
      });
      onAnswered();
    } finally {
      setSending(false);
    }
  }

  return (
    <Box
      data-testid="my-interview"
      sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 1.5, py: 0.5, my: 0.5 }}
    >
      <Typography component="h3" variant="body2" sx={{ fontWeight: 600 }}>
        {t('candidate.title')}
        {/* Names the offer for the buttons: each application of the list has a pair. */}
        <Box component="span" id={headingId} sx={visuallyHidden}>
          {title}
        </Box>
      </Typography>
      <InterviewWhen interview={interview} />
      <InterviewWhere interview={interview} />
      {interview.note && !interview.cancelled_at ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {`${t('candidate.note')} ${interview.note}`}
        </Typography>
      ) : null}
      {interview.cancelled_at ? (
        <Typography variant="body2" data-testid="my-interview-answer">
          {t('candidate.cancelled')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" data-testid="my-interview-answer" aria-live="polite">
            {t('candidate.yourAnswer', { answer: t(`candidate.answers.${interview.answer}`) })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            <Button
              size="small"
              variant={interview.answer === 'accepted' ? 'contained' : 'outlined'}
              aria-pressed={interview.answer === 'accepted'}
              aria-describedby={headingId}
              disabled={sending}
              onClick={() => void answer('accepted')}
            >
              {t('candidate.accept')}
            </Button>
            <Button
              size="small"
              color="error"
              variant={interview.answer === 'declined' ? 'contained' : 'outlined'}
              aria-pressed={interview.answer === 'declined'}
              aria-describedby={headingId}
              disabled={sending}
              onClick={() => void answer('declined')}
            >
              {t('candidate.decline')}
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}
