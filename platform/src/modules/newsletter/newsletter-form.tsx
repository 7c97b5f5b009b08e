import type { ReactNode } from 'react';
import type { Locale } from '@jobboard/tenancy/board-config';
import { PlainSubmitButton, PlainTextField } from '@/modules/plain-form';
import { cx } from '@/modules/plain-ui';
import type { SubmitTexts } from './submit-newsletter';
import styles from './newsletter-form.module.css';
import { NewsletterFormIsland } from './newsletter-form-island';

/** The form's wording: its heading, label and button, and what a failed submit says. */
export interface NewsletterTexts extends SubmitTexts {
  title: string;
  text: string;
  email: string;
  submit: string;
  sending: string;
}

// One form a page (the footer's).
const ID = 'newsletter';

/**
 * The footer's newsletter sign-up (spec section 5): an e-mail field checked by the API's
 * contract, the first 422 error under it, and the server's success sentence. The server answers
 * the same for known addresses. Errors the section 8 toasts cover get their toast. Its markup is
 * the server's; the island is the form element, and what a submit does (check, request, toasts,
 * alerts) loads on the form's first focus or submit, not with every public page (issue 16).
 */
export function NewsletterForm({
  boardKey,
  locale,
  texts,
  tone = 'light',
  notice,
}: {
  boardKey: string;
  locale: Locale;
  texts: NewsletterTexts;
  /** Dark footers pass 'dark' so the text keeps its contrast. */
  tone?: 'light' | 'dark';
  /** Law 25: who collects, why, and the privacy policy's link (privacy-notice). */
  notice: ReactNode;
}) {
  const { title, text, email, submit, sending, ...submitTexts } = texts;
  return (
    <NewsletterFormIsland
      boardKey={boardKey}
      locale={locale}
      texts={submitTexts}
      labelledBy={`${ID}-title`}
      className={cx(tone === 'dark' && styles.dark)}
    >
      <h2 id={`${ID}-title`} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{text}</p>
      <div className={styles.row}>
        <PlainTextField
          name="email"
          id={`${ID}-email`}
          label={email}
          type="email"
          autoComplete="email"
          required
          helperText=" "
          size="small"
          tone={tone}
          flush
          className={styles.field}
        />
        <PlainSubmitButton
          label={submit}
          sending={sending}
          color={tone === 'dark' ? 'secondary' : 'primary'}
          className={styles.submit}
        />
      </div>
      {notice}
      <div role="status" aria-live="polite" />
    </NewsletterFormIsland>
  );
}
