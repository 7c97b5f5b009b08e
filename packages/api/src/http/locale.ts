import type { Locale } from '@jobboard/tenancy/board-config';

export type { Locale };

/**
 * The language an API answer is written in: an explicit `lg` parameter (the spec's calls send
 * it), then the `lang` cookie the site sets, then Accept-Language; otherwise the board's default
 * language (English on an English-first board), French where no board answers.
 */
export function requestLocale(url: URL, headers: Headers, fallback: Locale = 'fr'): Locale {
  const explicit = url.searchParams.get('lg');
  if (explicit === 'fr' || explicit === 'en') return explicit;
  const cookie = /(?:^|;\s*)lang=(fr|en)\b/.exec(headers.get('cookie') ?? '');
  if (cookie?.[1] === 'fr' || cookie?.[1] === 'en') return cookie[1];
  for (const part of (headers.get('accept-language') ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'fr' || tag === 'en') return tag;
  }
  return fallback;
}
