'use client';

import { useParams } from 'next/navigation';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { errorPageTexts, ErrorPageView } from './error-page-view';

/** The `errors` messages of one language, as in messages/{locale}/errors.json. */
export type ErrorMessages = Record<string, unknown>;

/** A message by its dotted key, `{name}` placeholders filled in: no ICU needed for these few. */
function lookup(messages: ErrorMessages) {
  return (key: string, values?: Record<string, number>) => {
    const text = key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        messages,
      );
    return String(text ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      String(values?.[name] ?? whole),
    );
  };
}

/**
 * The public site's error boundary view: no message provider and no session hook there
 * (issue 16), so the route file hands it the `errors` messages of both languages and it picks
 * the page's; the home button leads to the board's home.
 */
export function PublicErrorView({
  messages,
  onRetry,
}: {
  messages: Record<Locale, ErrorMessages>;
  onRetry: () => void;
}) {
  const params = useParams<{ locale?: string }>();
  const locale: Locale = params.locale === 'en' ? 'en' : 'fr';
  return (
    <ErrorPageView
      texts={errorPageTexts(500, lookup(messages[locale]))}
      homeHref={pathFor(locale, '/')}
      onRetry={onRetry}
    />
  );
}
