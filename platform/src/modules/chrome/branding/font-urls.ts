// Written by `npm run fonts:subset` (scripts/subset-fonts.ts): the cut board fonts' URLs.
import type { FontFamily } from './font-subset';

export const fontUrls: Record<FontFamily, string> = {
  'Inter Variable': '/fonts/inter-fr-en.a4258385d8.woff2',
  'Fraunces Variable': '/fonts/fraunces-fr-en.e2b208931a.woff2',
  'Manrope Variable': '/fonts/manrope-fr-en.ee894e0522.woff2',
};
