// What `npm run fonts:subset` (scripts/subset-fonts.ts) keeps of the board fonts, and the CSS it
// writes for them (fonts.css); font-subset.test.ts holds the committed files to it.
import type { webFontFamilies } from '@jobboard/tenancy/board-config';

export type FontFamily = (typeof webFontFamilies)[number];

/** Code points (single or [from, to]) of French and English text, punctuation and prices. */
export const FONT_RANGES: readonly (readonly [number, number?])[] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: accents, « », no-break space, °, ©
  [0x152, 0x153], // Œ œ
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022], // •
  [0x2026], // …
  [0x202f], // narrow no-break space (French before ; : ! ?)
  [0x2039, 0x203a], // ‹ ›
  [0x20ac], // €
  [0x2122], // ™
  [0x2212], // −
];

/** The weights the styles use, body and headings alike (400 to 700). */
export const FONT_WEIGHTS = [400, 700] as const;
/** What headings use (h1-h4 700, h5-h6 600): the cut of a heading-only family. */
export const HEADING_WEIGHTS = [600, 700] as const;

/**
 * The OpenType features kept: kerning and the composition of accented letters. Each other
 * feature kept brings its glyphs along (Inter's stylistic sets, fractions, case forms and
 * ligatures were a fifth of its file) and the pages ask for none of them.
 */
export const FONT_FEATURES = ['kern', 'ccmp', 'locl', 'mark', 'mkmk'];

/**
 * Each board family: the fontsource file it is cut from, the name of the cut file and its
 * weights. Fraunces is a display face, for headings only (headingOnlyFamilies in
 * packages/tenancy): cut to the heading weights, it is 29 KB instead of 31.
 */
export const FONT_SOURCES: readonly {
  family: FontFamily;
  source: string;
  name: string;
  weights: readonly [number, number];
}[] = [
  {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    name: 'inter-fr-en',
    weights: FONT_WEIGHTS,
  },
  {
    family: 'Fraunces Variable',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    name: 'fraunces-fr-en',
    weights: HEADING_WEIGHTS,
  },
  {
    family: 'Manrope Variable',
    source: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    name: 'manrope-fr-en',
    weights: FONT_WEIGHTS,
  },
];

/** FONT_RANGES as a CSS unicode-range value. */
export function unicodeRange(): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return FONT_RANGES.map(([from, to]) =>
    to ? `U+${hex(from)}-${hex(to)}` : `U+${hex(from)}`,
  ).join(', ');
}

const header = `/*
 * Written by \`npm run fonts:subset\` (scripts/subset-fonts.ts); edit font-subset.ts, not this.
 * The board families, cut to the characters of French and English text and the 400-700 weights
 * the styles use; a character outside the range falls to the fallback. The files are in
 * public/fonts under content-hashed names, cached for a year, and the root layout preloads the
 * board's two. \`optional\`: the text paints at once, in the web font when it is there (cached,
 * or arriving within the browser's ~100 ms block) and otherwise in the metric-matched fallback
 * (font-fallbacks.css) for the whole page view, so the font never swaps under the reader and the
 * largest text paint never waits for a font file.
 */
`;

/** fonts.css for the cut files at these URLs. */
export function fontFacesCss(urls: Record<FontFamily, string>): string {
  const faces = FONT_SOURCES.map(
    ({ family, weights }) => `
@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: optional;
  font-weight: ${weights.join(' ')};
  src: url('${urls[family]}') format('woff2-variations');
  unicode-range: ${unicodeRange()};
}
`,
  );
  return header + faces.join('');
}
