'use client';

import type { FormEvent, ReactNode } from 'react';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useHydrated } from '@/modules/http';
import type * as Submission from './submit-newsletter';
import type { SubmitTexts } from './submit-newsletter';

// Once a page; a failed load (offline) is tried again at the next focus or submit.
let loading: Promise<typeof Submission> | null = null;
const loadSubmission = () =>
  (loading ??= import('./submit-newsletter').catch((failure: unknown) => {
    loading = null;
    throw failure;
  }));

/**
 * The newsletter's form element around the server's markup: a submit loads and runs
 * submitNewsletter, which updates that markup (error, button, alerts); focusing the form loads it
 * ahead. `data-hydrated`: false in the server's HTML, as useContractForm's forms.
 */
export function NewsletterFormIsland({
  boardKey,
  locale,
  texts,
  labelledBy,
  className,
  children,
}: {
  boardKey: string;
  locale: Locale;
  texts: SubmitTexts;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void loadSubmission().then(
      ({ submitNewsletter }) => submitNewsletter(form, { boardKey, locale, texts }),
      () => undefined,
    );
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSubmission().catch(() => undefined)}
      aria-labelledby={labelledBy}
      data-hydrated={hydrated}
      className={className}
    >
      {children}
    </form>
  );
}
