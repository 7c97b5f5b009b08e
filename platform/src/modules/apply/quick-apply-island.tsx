'use client';

import { useEffect, useRef, useState } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { ApplicationDto } from '@jobboard/api/contracts/applications';
import type { DocumentDto } from '@jobboard/api/contracts/profile/documents';
import type { Locale } from '@jobboard/tenancy/board-config';
import { ApiRequestError, silentFetch } from '@/modules/http';
import { cx, ui } from '@/modules/plain-ui';
import { myApplicationsKey } from './my-applications-key';
import { reloadSharedJson, useSharedJson } from './shared-json';
import styles from './quick-apply-island.module.css';

/** How long the undo stays offered before the application leaves. */
export const QUICK_APPLY_DELAY_MS = 5_000;

/** Who is looking, as the server saw the request's session (only a candidate gets the island). */
export type QuickApplyViewer = 'visitor' | 'candidate' | 'employer';

export interface QuickApplyOffer {
  id: number;
  slug: string;
  title: string;
  has_applied: boolean;
}

/** The island's wording, from `quickApplyTexts` (apply/server): `{title}`, `{seconds}` and
 * `{resume}` are filled in here. */
export interface QuickApplyTexts {
  apply: string;
  label: string;
  pending: string;
  undo: string;
  applied: string;
  cancelled: string;
  failed: string;
}

export interface QuickApplyIslandProps {
  offer: QuickApplyOffer;
  /** The board's key (the API path's segment). */
  board: string;
  locale: Locale;
  texts: QuickApplyTexts;
  /** The offer's apply page (where a candidate without a resume goes), from the caller: the
   * route table (1.7 kB gzipped) stays out of the offer page's first load. */
  applyHref: string;
}

const documentsKey = (board: string, locale: string) =>
  apiPath('/jobboard/{board}/user/documents', { board }, { lg: locale });

/** A 422 that names the screening answers: one click cannot answer them. */
const asksQuestions = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 422 &&
  Object.keys(error.body.errors ?? {}).some((field) => field.startsWith('answers'));

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/**
 * Section 4's quick apply, a small island without MUI, SWR or the message catalogue (issue 16):
 * a signed-in candidate with a resume applies in one click with the latest one. The POST waits
 * a few seconds behind an Undo button rather than being sent and withdrawn: an undone click then
 * leaves nothing (no application, no mail to the employer, no withdrawn row in their list).
 * Leaving the page while it waits sends it at once. Without a resume the button leads to the
 * apply page. Only a signed-in candidate's page renders it (OfferActions).
 */
export function QuickApplyIsland({
  offer,
  board,
  locale,
  texts,
  applyHref,
}: QuickApplyIslandProps) {
  const applicationsUrl = myApplicationsKey(board, locale);
  const applications = useSharedJson<ApplicationDto[]>(applicationsUrl);
  const documents = useSharedJson<DocumentDto[]>(documentsKey(board, locale));
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
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

  const applied =
    sent || offer.has_applied || Boolean(applications?.some((a) => a.offer_id === offer.id));
  if (applied) {
    return (
      <span className={styles.applied} data-testid="applied-badge">
        {texts.applied}
      </span>
    );
  }
  if (!documents) return null;
  const resume = documents.find((d) => d.type === 'resume');
  if (!resume) {
    return (
      <a
        className={cx(ui.button, ui.outlined, ui.small)}
        href={applyHref}
        data-testid="quick-apply"
      >
        {texts.apply}
      </a>
    );
  }

  function send() {
    pending.current = null;
    setSecondsLeft(null);
    setSending(true);
    void silentFetch(
      apiPath('/jobboard/{board}/offers/{id}/apply', { board, id: offer.id }, { lg: locale }),
      { method: 'POST', body: { resume: resume?.id, consent: true, lg: locale } },
    )
      .then(() => setSent(true))
      .catch((error: unknown) => {
        // Already applied (another tab, an earlier click): the badge says so.
        if (error instanceof ApiRequestError && error.status === 409) return setSent(true);
        // The offer asks screening questions: the apply page asks them, with this resume.
        if (asksQuestions(error)) return window.location.assign(applyHref);
        setNote((error instanceof ApiRequestError && error.body.message) || texts.failed);
      })
      .finally(() => {
        setSending(false);
        void reloadSharedJson(applicationsUrl);
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
    setNote(texts.cancelled);
  }

  return (
    <div className={styles.row}>
      {secondsLeft === null ? (
        <button
          type="button"
          className={cx(ui.button, ui.contained, ui.small)}
          onClick={start}
          disabled={sending}
          aria-label={fill(texts.label, { title: offer.title })}
          data-testid="quick-apply"
        >
          {texts.apply}
        </button>
      ) : (
        <button
          type="button"
          className={cx(ui.button, ui.outlined, ui.small)}
          onClick={undo}
          data-testid="quick-apply-undo"
        >
          {texts.undo}
        </button>
      )}
      <span className={ui.caption} role="status">
        {secondsLeft !== null
          ? fill(texts.pending, { seconds: secondsLeft, resume: resume.name })
          : note}
      </span>
    </div>
  );
}
