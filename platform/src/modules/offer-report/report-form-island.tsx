'use client';

import { useState, type ReactNode } from 'react';
import type { ToastTexts } from '@/modules/http';
import { PlainAlert, PlainFormIsland } from '@/modules/plain-form';
import { cx, ui } from '@/modules/plain-ui';
import type { Locale } from '@jobboard/tenancy/board-config';
import styles from './offer-report.module.css';

const load = () => import('./submit-report');

/**
 * The report form around the server's fields, then the confirmation in its place: focus moves
 * to it so keyboard and screen-reader users hear it, with the way back to the offer. A failure
 * no toast told is said above the fields.
 */
export function ReportFormIsland({
  boardKey,
  offerId,
  locale,
  offerHref,
  texts,
  children,
}: {
  boardKey: string;
  offerId: number;
  locale: Locale;
  offerHref: string;
  texts: { success: string; back: string; error: string; toasts: ToastTexts };
  children: ReactNode;
}) {
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  if (sent) {
    return (
      <div className={styles.sent}>
        <PlainAlert severity="success" role="status" focusRef={(el) => el?.focus()}>
          {texts.success}
        </PlainAlert>
        <a href={offerHref} className={cx(ui.button, ui.outlined)}>
          {texts.back}
        </a>
      </div>
    );
  }
  return (
    <PlainFormIsland
      className={styles.form}
      preload={load}
      submit={async (form) => {
        setFailed(false);
        await (
          await load()
        ).submitReport(form, {
          boardKey,
          offerId,
          locale,
          toasts: texts.toasts,
          onSent: () => setSent(true),
          onFailed: () => setFailed(true),
        });
      }}
    >
      {failed ? (
        <PlainAlert severity="error" role="alert">
          {texts.error}
        </PlainAlert>
      ) : null}
      {children}
    </PlainFormIsland>
  );
}
