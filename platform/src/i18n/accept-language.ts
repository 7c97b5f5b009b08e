import type { Locale } from '@jobboard/tenancy/board-config';

/** The best of our two languages in an Accept-Language header, by q-value; null if neither. */
export function fromAcceptLanguage(header: string | null): Locale | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const hit = ranked.find((entry) => entry.lang === 'fr' || entry.lang === 'en');
  return hit ? (hit.lang as Locale) : null;
}
