'use client';

import { useState, type ReactNode } from 'react';
import type { ToastTexts } from '@/modules/http';
import { PlainAlert, PlainFormIsland } from '@/modules/plain-form';
import { cx, ui } from '@/modules/plain-ui';
import type { Locale } from '@jobboard/tenancy/board-config';
import styles from './contact.module.css';

const load = () => import('./submit-contact');

/**
 * The contact form element around the server's fields, then the confirmation in its place: focus
 * moves to it so keyboard and screen-reader users hear it, and "Send another" brings an empty
 * form back. A failure no toast told is said above the fields.
 */
export function ContactFormIsland({
  boardKey,
  locale,
  texts,
  children,
}: {
  boardKey: string;
  locale: Locale;
  texts: { success: string; sendAnother: string; error: string; toasts: ToastTexts };
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
        <button type="button" className={cx(ui.button, ui.outlined)} onClick={() => setSent(false)}>
          {texts.sendAnother}
        </button>
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
        ).submitContact(form, {
          boardKey,
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
