'use client';

import { useState, type ReactNode } from 'react';
import { PlainAlert } from './plain-alert';
import { PlainFormIsland } from './plain-form-island';
import styles from './plain-outcome-form.module.css';

export interface PlainOutcome {
  onSent: () => void;
  /** A failure no toast told (a 422 lands on the fields instead). */
  onFailed: () => void;
}

/**
 * A public page's plain form that says how it went: the fields until it is sent, then the
 * confirmation in their place with focus on it (keyboard and screen-reader users hear it), and
 * whatever comes after (`after`: send another, back to the page). A failure no toast told is said
 * above the fields. The contact and report forms are this with their own sending code.
 */
export function PlainOutcomeForm({
  preload,
  send,
  success,
  error,
  after,
  children,
}: {
  preload: () => Promise<unknown>;
  send: (form: HTMLFormElement, outcome: PlainOutcome) => Promise<void>;
  success: string;
  error: string;
  /** Under the confirmation; `reset` brings an empty form back. */
  after: (reset: () => void) => ReactNode;
  children: ReactNode;
}) {
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  if (sent) {
    return (
      <div className={styles.sent}>
        <PlainAlert severity="success" role="status" focusRef={(el) => el?.focus()}>
          {success}
        </PlainAlert>
        {after(() => setSent(false))}
      </div>
    );
  }
  return (
    <PlainFormIsland
      className={styles.form}
      preload={preload}
      submit={async (form) => {
        setFailed(false);
        await send(form, { onSent: () => setSent(true), onFailed: () => setFailed(true) });
      }}
    >
      {failed ? (
        <PlainAlert severity="error" role="alert">
          {error}
        </PlainAlert>
      ) : null}
      {children}
    </PlainFormIsland>
  );
}
