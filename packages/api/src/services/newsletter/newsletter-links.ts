import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';

/**
 * An address as one path segment. '@', '+' and the other sub-delimiters are legal in a path
 * (RFC 3986 pchar) and stay readable.
 */
function segment(email: string): string {
  return (
    encodeURIComponent(email)
      .replace(/%(40|2B|21|24|26|27|28|29|2A|2C|3B|3D|3A)/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      )
      // A literal dot makes the site's proxy take the path for a static file and skip routing.
      .replace(/\./g, '%2E')
  );
}

/**
 * The site's token-link paths (spec section 2), from the one route table. `origin` comes from the mail settings, never
 * from the request's Host header, so a forged Host cannot point a mail at someone else's site.
 */
export function confirmationLink(origin: string, locale: Locale, email: string, token: string) {
  return `${origin}${pathFor(locale, '/news-letter-confirmation/[[...token]]', { token: [email, token] }, segment)}`;
}

export function unsubscribeLink(origin: string, locale: Locale, email: string, token: string) {
  return `${origin}${pathFor(locale, '/jobboard_news_letter/unsubscribe/[[...token]]', { token: [email, token] }, segment)}`;
}
