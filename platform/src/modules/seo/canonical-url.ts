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

/**
 * hreflang map of one page: each language it exists in (both, unless its content is in one
 * language only) plus x-default, the board's default language when the page has it.
 */
export function languageAlternates(
  board: BoardConfig,
  origin: string,
  pathIn: (locale: Locale) => string,
  locales: readonly Locale[] = ['fr', 'en'],
): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const l of locales) alternates[`${l}-CA`] = absoluteUrl(origin, pathIn(l));
  const fallback = locales.includes(board.defaultLocale) ? board.defaultLocale : locales[0];
  alternates['x-default'] = absoluteUrl(origin, pathIn(fallback ?? board.defaultLocale));
  return alternates;
}
