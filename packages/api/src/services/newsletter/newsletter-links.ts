import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * The site's token-link paths (spec section 2). `origin` comes from the mail settings, never
 * from the request's Host header, so a forged Host cannot point a mail at someone else's site.
 */
export function confirmationLink(origin: string, locale: Locale, email: string, token: string) {
  return `${origin}/${locale}/news-letter-confirmation/${encodeURIComponent(email)}/${token}`;
}

export function unsubscribeLink(origin: string, locale: Locale, email: string, token: string) {
  return `${origin}/${locale}/jobboard_news_letter/unsubscribe/${encodeURIComponent(email)}/${token}`;
}
