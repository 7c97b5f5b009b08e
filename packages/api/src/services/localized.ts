import type { Locale } from '@jobboard/tenancy/board-config';

/** The text in the wanted language, else the other one (spec: names and descriptions fall back). */
export function localized(locale: Locale, fr: string | null, en: string | null): string | null {
  return locale === 'fr' ? (fr ?? en) : (en ?? fr);
}
