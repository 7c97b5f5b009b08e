'use client';

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { DocumentDto } from '@jobboard/api/contracts/profile/documents';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { applyPath } from '@jobboard/tenancy/paths';
import { ApiRequestError, useApiFetch } from '@/modules/http';
import { useMyApplications } from './use-my-applications';

/** How long the undo stays offered before the application leaves. */
export const QUICK_APPLY_DELAY_MS = 5_000;

export interface QuickApplyOffer {
  id: number;
  slug: string;
  title: string;
  has_applied: boolean;
}

const documentsKey = (board: string, locale: string) =>
  `/api/jobboard/${board}/user/documents?lg=${locale}`;

/**
 * Section 4's quick apply, a small island: a signed-in candidate with a resume applies in one
 * click with the latest one. The POST waits a few seconds behind an Undo button rather than
 * being sent and withdrawn: an undone click then leaves nothing (no application, no mail to the
 * employer, no withdrawn row in their list). Leaving the page while it waits sends it at once.
 * Without a resume the button leads to the apply page; visitors and employers see nothing here.
 */
export function QuickApplyButton({ offer }: { offer: QuickApplyOffer }) {
  const t = useTranslations('apply.quick');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const api = useApiFetch();
  const { data: applications, mutate, candidate } = useMyApplications(locale);
  const { data: documents } = useSWR(
    candidate ? documentsKey(board.key, locale) : null,
    async (url: string) => (await api<{ data: DocumentDto[] }>(url)).data,
  );
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState('');
  const pending = useRef<{ timer: number; tick: number; send: () => void } | null>(null);

  // Leaving while the undo is offered: the click meant "apply", so it is sent now.
  useEffect(
    () => () => {
      const current = pending.current;
      if (!current) return;
      window.clearTimeout(current.timer);
      window.clearInterval(current.tick);
      current.send();
    },
    [],
  );

  if (!candidate) return null;
  const applied = offer.has_applied || Boolean(applications?.some((a) => a.offer_id === offer.id));
  if (applied) {
    return (
      <Chip
        color="success"
        label={t('applied')}
        data-testid="applied-badge"
        sx={{ fontWeight: 600 }}
      />
    );
  }
  if (!documents) return null;
  const resume = documents.find((d) => d.type === 'resume');
  if (!resume) {
    return (
      <Button
        size="small"
        variant="outlined"
        href={applyPath(locale, offer)}
        data-testid="quick-apply"
      >
        {t('apply')}
      </Button>
    );
  }

  function send() {
    pending.current = null;
    setSecondsLeft(null);
    setSending(true);
    void api(`/api/jobboard/${board.key}/offers/${offer.id}/apply?lg=${locale}`, {
      method: 'POST',
      body: { resume_id: resume?.id, consent: true, lg: locale },
    })
      .catch((error: unknown) => {
        // Already applied (another tab, an earlier click): the badge says so.
        if (error instanceof ApiRequestError && error.status === 409) return;
        if (error instanceof ApiRequestError && !error.toasted) {
          setNote(error.body.message ?? '');
        }
      })
      .finally(() => {
        setSending(false);
        void mutate();
      });
  }

  function start() {
    setNote('');
    const deadline = Date.now() + QUICK_APPLY_DELAY_MS;
    setSecondsLeft(Math.ceil(QUICK_APPLY_DELAY_MS / 1000));
    const tick = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    }, 250);
    const timer = window.setTimeout(() => {
      window.clearInterval(tick);
      send();
    }, QUICK_APPLY_DELAY_MS);
    pending.current = { timer, tick, send };
  }

  function undo() {
    const current = pending.current;
    if (!current) return;
    window.clearTimeout(current.timer);
    window.clearInterval(current.tick);
    pending.current = null;
    setSecondsLeft(null);
    setNote(t('cancelled'));
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      {secondsLeft === null ? (
        <Button
          size="small"
          variant="contained"
          onClick={start}
          disabled={sending}
          aria-label={t('label', { title: offer.title })}
          data-testid="quick-apply"
        >
          {t('apply')}
        </Button>
      ) : (
        <Button size="small" variant="outlined" onClick={undo} data-testid="quick-apply-undo">
          {t('undo')}
        </Button>
      )}
      <Typography variant="caption" role="status" color="text.secondary">
        {secondsLeft !== null ? t('pending', { seconds: secondsLeft, resume: resume.name }) : note}
      </Typography>
    </Stack>
  );
}
