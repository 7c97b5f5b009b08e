import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';

/**
 * Absolute URLs for metadata, JSON-LD and the sitemap. Paths come from the one builder
 * (`pathFor` and its shortcuts in @jobboard/tenancy/paths); this file only puts an origin in
 * front of them.
 */

/** Absolute URL on the board's own origin (never the request's Host). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/** hreflang map of one page: both languages plus x-default, the board's default language. */
export function languageAlternates(
  board: BoardConfig,
  origin: string,
  pathIn: (locale: Locale) => string,
): Record<string, string> {
  return {
    'fr-CA': absoluteUrl(origin, pathIn('fr')),
    'en-CA': absoluteUrl(origin, pathIn('en')),
    'x-default': absoluteUrl(origin, pathIn(board.defaultLocale)),
  };
}
