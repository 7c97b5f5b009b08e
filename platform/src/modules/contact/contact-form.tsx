import type { ToastTexts } from '@/modules/http';
import { PlainSubmitButton, PlainTextField } from '@/modules/plain-form';
import type { ReactNode } from 'react';
import type { Locale } from '@jobboard/tenancy/board-config';
import { ContactFormIsland } from './contact-form-island';

/** The form's wording, translated on the server (contactFormTexts). */
export interface ContactFormTexts {
  name: string;
  email: string;
  subject: string;
  message: string;
  submit: string;
  sending: string;
  success: string;
  sendAnother: string;
  error: string;
  toasts: ToastTexts;
}

/**
 * The contact form: the API's own zod contract checks it first, and the server's 422 field errors
 * land under the same fields; other failures get the spec's section 8 toast, or the form's own
 * sentence where no toast applies. Server markup with a small island (issue 16): the check and
 * the call load on the form's first focus.
 */
export function ContactForm({
  boardKey,
  locale,
  texts,
  notice,
}: {
  boardKey: string;
  locale: Locale;
  texts: ContactFormTexts;
  /** Law 25: who collects, why, and the privacy policy's link (privacy-notice). */
  notice: ReactNode;
}) {
  const { name, email, subject, message, submit, sending, ...outcome } = texts;
  return (
    <ContactFormIsland boardKey={boardKey} locale={locale} texts={outcome}>
      <PlainTextField
        id="contact-name"
        name="name"
        label={name}
        autoComplete="name"
        required
        flush
      />
      <PlainTextField
        id="contact-email"
        name="email"
        type="email"
        label={email}
        autoComplete="email"
        required
        flush
      />
      <PlainTextField id="contact-subject" name="subject" label={subject} flush />
      <PlainTextField id="contact-message" name="message" label={message} rows={6} required flush />
      {notice}
      <div>
        <PlainSubmitButton label={submit} sending={sending} size="large" />
      </div>
    </ContactFormIsland>
  );
}
