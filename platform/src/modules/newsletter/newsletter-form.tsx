'use client';

import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError, useHydrated, type ToastTexts } from '@/modules/http';
import { islandFetch } from '@/modules/island-fetch';
import { cx, ui } from '@/modules/plain-ui';
import styles from './newsletter-form.module.css';

export interface NewsletterTexts {
  title: string;
  text: string;
  email: string;
  submit: string;
  sending: string;
  failed: string;
  /** The contract's client-side messages (validation-messages), in the reader's language. */
  required: string;
  invalid: string;
  toasts: ToastTexts;
}

type Outcome = { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'failed' };

// The contract's rule (subscriberEmail): trimmed, 1 to 254 characters, an address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const successIcon =
  'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z';
const errorIcon =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8';

function Alert({ severity, children }: { severity: 'success' | 'error'; children: string }) {
  return (
    <div
      className={cx(styles.alert, styles[severity])}
      {...(severity === 'error' ? { role: 'alert' } : {})}
    >
      <div className={styles.alertIcon}>
        <svg aria-hidden focusable="false" viewBox="0 0 24 24" width={22} height={22}>
          <path fill="currentColor" d={severity === 'success' ? successIcon : errorIcon} />
        </svg>
      </div>
      <div className={styles.alertMessage}>{children}</div>
    </div>
  );
}

/**
 * The footer's newsletter sign-up (spec section 5): an e-mail field checked like the API's
 * contract, the first 422 error under it, and the server's success sentence. The server answers
 * the same for known addresses. Errors the section 8 toasts cover get their toast. An island
 * with no form library: its wording comes from the server as props.
 */
export function NewsletterForm({
  boardKey,
  locale,
  texts,
  tone = 'light',
}: {
  boardKey: string;
  locale: string;
  texts: NewsletterTexts;
  /** Dark footers pass 'dark' so the text keeps its contrast. */
  tone?: 'light' | 'dark';
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // False in the server's HTML: tests wait for it before typing (as useContractForm's forms).
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(texts.required);
    if (value.length > 254 || !EMAIL.test(value)) return setError(texts.invalid);
    setError(null);
    setOutcome({ kind: 'idle' });
    setSending(true);
    try {
      const { message = '' } = await islandFetch<{ message?: string }>(
        `/api/jobboard/${boardKey}/news-letter?lg=${locale}`,
        texts.toasts,
        { method: 'POST', body: { email: value.toLowerCase() } },
      );
      setEmail('');
      setOutcome({ kind: 'done', message });
    } catch (failure) {
      const fieldError =
        failure instanceof ApiRequestError && failure.status === 422
          ? failure.body.errors?.email?.[0]
          : undefined;
      if (fieldError) setError(fieldError);
      // A toast told the rest (network failures always); what nothing told is said here.
      else if (failure instanceof ApiRequestError && !failure.toasted) {
        setOutcome({ kind: 'failed' });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      data-hydrated={hydrated}
      className={cx(tone === 'dark' && styles.dark)}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {texts.title}
      </h2>
      <p className={styles.intro}>{texts.text}</p>
      <div className={styles.row}>
        <div className={cx(styles.field, error && styles.invalid)}>
          <div className={styles.control}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder=" "
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-email-helper`}
              className={styles.input}
            />
            <label htmlFor={`${id}-email`} className={styles.label}>
              {texts.email}
              <span aria-hidden> *</span>
            </label>
            <fieldset aria-hidden className={styles.outline}>
              <legend className={styles.legend}>
                <span>{texts.email} *</span>
              </legend>
            </fieldset>
          </div>
          <p id={`${id}-email-helper`} className={styles.helper}>
            {error ?? ' '}
          </p>
        </div>
        <button
          type="submit"
          disabled={sending}
          className={cx(
            ui.button,
            tone === 'dark' ? ui.containedSecondary : ui.contained,
            styles.submit,
          )}
        >
          {sending ? texts.sending : texts.submit}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {outcome.kind === 'done' ? <Alert severity="success">{outcome.message}</Alert> : null}
      </div>
      {outcome.kind === 'failed' ? <Alert severity="error">{texts.failed}</Alert> : null}
    </form>
  );
}
