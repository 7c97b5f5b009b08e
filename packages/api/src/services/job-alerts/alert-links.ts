import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';

/**
 * The alert mails' links, from the one route table. `origin` comes from the mail settings,
 * never from a request's Host header (see newsletter-links.ts).
 */
export function alertConfirmLink(origin: string, locale: Locale, id: number, token: string) {
  return `${origin}${pathFor(locale, '/job-alert/confirm/[[...token]]', { token: [String(id), token] })}`;
}

export function alertUnsubscribeLink(origin: string, locale: Locale, id: number, token: string) {
  return `${origin}${pathFor(locale, '/job-alert/unsubscribe/[[...token]]', { token: [String(id), token] })}`;
}

/** The search page with the alert's filters. */
export function alertSearchLink(origin: string, locale: Locale, search: string) {
  return `${origin}${pathFor(locale, '/find-a-job')}${search ? `?${search}` : ''}`;
}

/**
 * RFC 8058's target: the API endpoint a mail client POSTs `List-Unsubscribe=One-Click` to,
 * with no cookie and no page in between.
 */
export function alertOneClickLink(origin: string, board: string, id: number, token: string) {
  return `${origin}/api/jobboard/${encodeURIComponent(board)}/job-alerts/${id}/one-click/${token}`;
}
