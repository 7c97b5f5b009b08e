// Written by `npm run fonts:subset` (scripts/subset-fonts.ts): the cut board fonts' URLs.
import type { FontFamily } from './font-subset';

export const fontUrls: Record<FontFamily, string> = {
  'Inter Variable': '/fonts/inter-fr-en.1e43dff53a.woff2',
  'Fraunces Variable': '/fonts/fraunces-fr-en.4d6e8af58e.woff2',
  'Manrope Variable': '/fonts/manrope-fr-en.85071a890a.woff2',
};
