/**
 * How place names compare, written once for the gazetteer (the server) and the place
 * autocomplete (the browser): no zod and nothing server-side, so client bundles may import it.
 */

/** Canada's provinces and territories: Canada Post's symbol, GeoNames' admin1 code, names. */
export const provinces = [
  { code: 'AB', geonames: '01', en: 'Alberta', fr: 'Alberta', short: ['alb'] },
  {
    code: 'BC',
    geonames: '02',
    en: 'British Columbia',
    fr: 'Colombie-Britannique',
    short: ['c b', 'cb'],
  },
  { code: 'MB', geonames: '03', en: 'Manitoba', fr: 'Manitoba', short: ['man'] },
  { code: 'NB', geonames: '04', en: 'New Brunswick', fr: 'Nouveau-Brunswick', short: ['n b'] },
  {
    code: 'NL',
    geonames: '05',
    en: 'Newfoundland and Labrador',
    fr: 'Terre-Neuve-et-Labrador',
    short: ['t n l', 'tnl', 'nfld', 'newfoundland', 'terre neuve'],
  },
  { code: 'NS', geonames: '07', en: 'Nova Scotia', fr: 'Nouvelle-Écosse', short: ['n e'] },
  { code: 'ON', geonames: '08', en: 'Ontario', fr: 'Ontario', short: ['ont'] },
  {
    code: 'PE',
    geonames: '09',
    en: 'Prince Edward Island',
    fr: 'Île-du-Prince-Édouard',
    short: ['pei', 'i p e', 'ipe'],
  },
  { code: 'QC', geonames: '10', en: 'Quebec', fr: 'Québec', short: ['que', 'pq'] },
  { code: 'SK', geonames: '11', en: 'Saskatchewan', fr: 'Saskatchewan', short: ['sask'] },
  { code: 'YT', geonames: '12', en: 'Yukon', fr: 'Yukon', short: ['yn', 'yk'] },
  {
    code: 'NT',
    geonames: '13',
    en: 'Northwest Territories',
    fr: 'Territoires du Nord-Ouest',
    short: ['t n o', 'tno', 'nwt'],
  },
  { code: 'NU', geonames: '14', en: 'Nunavut', fr: 'Nunavut', short: ['nvt'] },
] as const;

export type ProvinceCode = (typeof provinces)[number]['code'];

/** The province whose places come first in suggestions and win a tie on a bare name. */
export const PREFERRED_PROVINCE: ProvinceCode = 'QC';

/** A place as the autocomplete shows it: "Vancouver (BC)", in both languages (Canada Post's symbols). */
export function placeLabel(name: string, province: ProvinceCode): string {
  return `${name} (${province})`;
}

/** Words people abbreviate inside a name, after folding: "St-Jean" is "Saint-Jean". */
const wordAliases: [RegExp, string][] = [
  [/\bste\b/g, 'sainte'],
  [/\bst\b/g, 'saint'],
  [/\bmt\b|\bmount\b/g, 'mont'],
  [/\bft\b/g, 'fort'],
  [/\bn d\b/g, 'notre dame'],
];

/** Whole names people shorten (after folding and the words above). */
const nameAliases: Record<string, string> = {
  mtl: 'montreal',
  qc: 'quebec',
  'quebec city': 'quebec',
  'ville de quebec': 'quebec',
  tr: 'trois rivieres',
  ndg: 'notre dame de grace',
};

/**
 * A name folded for comparison: accents, case, punctuation, ligatures and the usual abbreviations
 * ("St-", "Ste-", "Mt", "Mtl"...) do not matter, so "st-jérôme", "Saint Jerome" and "ST JÉRÔME"
 * compare equal. Typing stays a prefix of the folded name: "saint-j" folds to "saint j".
 */
export function foldPlaceName(text: string): string {
  let folded = text
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  for (const [pattern, replacement] of wordAliases) folded = folded.replace(pattern, replacement);
  return nameAliases[folded] ?? folded;
}

/**
 * Every folded way of naming a province at the end of a place ("Vancouver BC", "Vancouver,
 * Colombie-Britannique", "Lévis (Qc)"), longest first, with its code.
 */
export const provinceSuffixes: readonly { folded: string; code: ProvinceCode }[] = provinces
  .flatMap((p) =>
    [p.code, p.en, p.fr, ...p.short].map((name) => ({
      folded: fold(name),
      code: p.code,
    })),
  )
  .filter((s, i, all) => all.findIndex((o) => o.folded === s.folded) === i)
  .sort((a, b) => b.folded.length - a.folded.length);

/** Folding without the aliases: a province's own name ("qc" stays "qc"). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The name and the province of a folded "name province" text ("vancouver bc"), or null when it
 * does not end with a province or names nothing before it.
 */
export function splitProvince(folded: string): { name: string; code: ProvinceCode } | null {
  const text = folded.replace(/ canada$/, '');
  for (const suffix of provinceSuffixes) {
    if (!text.endsWith(` ${suffix.folded}`)) continue;
    const name = text.slice(0, -suffix.folded.length - 1);
    if (name) return { name: nameAliases[name] ?? name, code: suffix.code };
  }
  return null;
}
