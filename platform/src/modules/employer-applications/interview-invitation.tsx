'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import useSWR from 'swr';
import type { InterviewDto } from '@jobboard/api/contracts/interviews';
import { useApiFetch } from '@/modules/http';
import { InterviewInvitationForm } from './interview-invitation-form';
import { InterviewWhen, InterviewWhere } from '@/modules/interviews';
import { useApplicationsParams } from './use-applications';

const answerColor = { pending: 'default', accepted: 'success', declined: 'error' } as const;

/**
 * The application's interview on its card: what was proposed and the candidate's answer, with
 * the form to propose one, change it or cancel it (each sends the candidate a calendar file).
 */
export function InterviewInvitation({
  offerId,
  applicationId,
  onChanged,
}: {
  offerId: number;
  applicationId: number;
  onChanged: () => void;
}) {
  const t = useTranslations('interviews');
  const locale = useLocale();
  const api = useApiFetch();
  const params = useApplicationsParams(offerId);
  const path = (sub: '' | '/cancel') =>
    apiPath(
      sub === ''
        ? '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/interview'
        : '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/interview/cancel',
      { ...params, applicationId },
      { lg: locale },
    );
  const { data, error, mutate } = useSWR(path(''), (url: string) =>
    api<{ data: InterviewDto | null }>(url),
  );
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const interview = data?.data ?? null;
  const live = interview && !interview.cancelled_at ? interview : null;

  async function cancel() {
    setCancelling(true);
    try {
      await api(path('/cancel'), { method: 'POST' });
      enqueueSnackbar(t('cancelledToast'), { variant: 'success' });
      setConfirming(false);
      await mutate();
      onChanged();
    } finally {
      setCancelling(false);
    }
  }

  return (
    <Box component="section" aria-labelledby={`interview-${applicationId}`} sx={{ mb: 3 }}>
      <Typography
        id={`interview-${applicationId}`}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700 }}
      >
        {t('title')}
      </Typography>
      {error ? (
        <Typography role="alert">{t('error')}</Typography>
      ) : !data ? (
        <CircularProgress size={24} aria-label={t('loading')} />
      ) : (
        <>
          {interview ? (
            <Stack spacing={0.5} data-testid="employer-interview" sx={{ mb: 1 }}>
              <InterviewWhen interview={interview} />
              <InterviewWhere interview={interview} />
              <div>
                {interview.cancelled_at ? (
                  <Chip
                    size="small"
                    label={t('cancelled')}
                    data-testid="employer-interview-answer"
                  />
                ) : (
                  <Chip
                    size="small"
                    color={answerColor[interview.answer]}
                    label={t('answer', { answer: t(`answers.${interview.answer}`) })}
                    data-testid="employer-interview-answer"
                  />
                )}
              </div>
            </Stack>
          ) : (
            <Typography color="text.secondary">{t('none')}</Typography>
          )}
          {editing ? (
            <InterviewInvitationForm
              offerId={offerId}
              applicationId={applicationId}
              current={live}
              onDone={async (saved) => {
                enqueueSnackbar(t(live ? 'changed' : 'sent'), { variant: 'success' });
                setEditing(false);
                await mutate({ data: saved }, { revalidate: false });
                onChanged();
              }}
              onDiscard={() => setEditing(false)}
            />
          ) : confirming ? (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}
            >
              <Typography variant="body2">{t('cancelConfirm')}</Typography>
              <Button
                size="small"
                color="error"
                variant="contained"
                disabled={cancelling}
                onClick={() => void cancel()}
              >
                {t('cancelYes')}
              </Button>
              <Button size="small" onClick={() => setConfirming(false)}>
                {t('keep')}
              </Button>
            </Stack>
          ) : (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
                {live ? t('change') : t('propose')}
              </Button>
              {live ? (
                <Button size="small" color="error" onClick={() => setConfirming(true)}>
                  {t('cancel')}
                </Button>
              ) : null}
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}
