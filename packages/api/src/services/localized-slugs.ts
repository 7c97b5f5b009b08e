import type { Locale } from '@jobboard/tenancy/board-config';
import { slugify } from '@jobboard/db/seed/slug';
import { offerSlug } from './employer-offers/slugify';

export type LocalizedSlugs = Record<Locale, string>;

/**
 * Each language's URL slug (issue 19, item 11): English pages of an offer titled in English read
 * /en/offer/it-support-technician/356, not the French title. The stored slug was made from the
 * `storedFrom` language's text and stays that language's, so existing links never move; a
 * language without its own text uses the stored slug too.
 */
export function localizedSlugs(
  stored: string,
  storedFrom: Locale,
  texts: Partial<Record<Locale, string | null>>,
  make: (text: string) => string,
): LocalizedSlugs {
  const slugOf = (locale: Locale) => {
    const text = texts[locale];
    if (locale === storedFrom || !text) return stored;
    return make(text) || stored;
  };
  return { fr: slugOf('fr'), en: slugOf('en') };
}

export function offerSlugs(
  stored: string,
  primary: Locale,
  titles: Partial<Record<Locale, string | null>>,
): LocalizedSlugs {
  return localizedSlugs(stored, primary, titles, offerSlug);
}

/** Company slugs are made from the French name when there is one (team-companies.ts). */
export function companySlugs(
  stored: string,
  nameFr: string | null,
  nameEn: string | null,
): LocalizedSlugs {
  return localizedSlugs(stored, nameFr ? 'fr' : 'en', { fr: nameFr, en: nameEn }, (text) =>
    slugify(text).slice(0, 80),
  );
}
